// The command line of the bench scripts: `--name value` options, each with its default.

export const args: readonly string[] = process.argv.slice(2);

/** The value after `--name`, or `fallback` when the option is not given. */
export function option(name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? args[i + 1]! : fallback;
}
