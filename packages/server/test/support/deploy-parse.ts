// Just enough parsing of the operator's files under deploy/ for the test that checks them
// against the repository (deploy-files.test.ts): Dockerfile instructions by stage, systemd
// unit keys, nginx directives, Caddyfile directives and .env assignments.

/** Lines with their backslash continuations joined, comments and blank lines left out. */
function logicalLines(text: string): string[] {
  const out: string[] = [];
  let current = "";
  for (const raw of text.split("\n")) {
    const line = raw.trimEnd();
    if (current === "" && /^\s*#/.test(line)) continue;
    if (line.endsWith("\\")) {
      current += `${line.slice(0, -1)} `;
      continue;
    }
    current += line;
    if (current.trim() !== "") out.push(current.trim());
    current = "";
  }
  return out;
}

export interface DockerInstruction {
  readonly op: string;
  readonly args: string;
}

/** A Dockerfile's instructions, one array per stage (FROM starts one). */
export function dockerStages(text: string): DockerInstruction[][] {
  const stages: DockerInstruction[][] = [];
  for (const line of logicalLines(text)) {
    const m = /^(\w+)\s+(.*)$/.exec(line);
    if (!m) throw new Error(`not a Dockerfile instruction: ${line}`);
    const op = m[1]!.toUpperCase();
    if (op === "FROM") stages.push([]);
    const stage = stages.at(-1);
    if (stage === undefined) throw new Error(`${op} before FROM`);
    stage.push({ op, args: m[2]! });
  }
  return stages;
}

/** `ENV A=1 B="two words"` (or the old `ENV A 1`) as pairs. */
export function dockerEnv(args: string): [string, string][] {
  const old = /^(\w+)\s+([^=]*)$/.exec(args);
  if (old) return [[old[1]!, old[2]!.trim()]];
  return [...args.matchAll(/(\w+)=("([^"]*)"|\S*)/g)].map((m) => [m[1]!, m[3] ?? m[2]!]);
}

/** A JSON-array (exec form) argument list, or the shell form split on spaces. */
export function execForm(args: string): string[] {
  const rest = args.replace(/^(--\S+\s+)*/, "");
  return rest.startsWith("[") ? (JSON.parse(rest) as string[]) : rest.split(/\s+/);
}

/** COPY's sources (every word but the flags and the destination), and its flags. */
export function copyArgs(args: string): { sources: string[]; from: string | null } {
  const words = execForm(args.replace(/^((--\S+)\s+)*/, ""));
  const from = /--from=(\S+)/.exec(args)?.[1] ?? null;
  return { sources: words.slice(0, -1), from };
}

/** A systemd unit's `Key=value` lines in file order (a key may repeat). */
export function unitEntries(text: string): { section: string; key: string; value: string }[] {
  let section = "";
  const out: { section: string; key: string; value: string }[] = [];
  for (const line of logicalLines(text)) {
    const s = /^\[(\w+)\]$/.exec(line);
    if (s) {
      section = s[1]!;
      continue;
    }
    const kv = /^(\w+)=(.*)$/.exec(line);
    if (!kv) throw new Error(`not a unit line: ${line}`);
    out.push({ section, key: kv[1]!, value: kv[2]! });
  }
  return out;
}

/** `KEY=value` lines of an environment file. */
export function envFile(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of logicalLines(text)) {
    const m = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!m) throw new Error(`not an assignment: ${line}`);
    out.set(m[1]!, m[2]!);
  }
  return out;
}

export interface Directive {
  readonly name: string;
  readonly args: string[];
  /** The names of the blocks it is in, outermost first, each with its arguments. */
  readonly path: string[];
}

/**
 * Every directive of an nginx or Caddy file (the two share braces for blocks and # for
 * comments); a block's opening line is a directive too. Quoted words stay whole.
 */
export function directives(text: string): Directive[] {
  const out: Directive[] = [];
  const stack: string[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.replace(/(^|\s)#.*$/, "").trim();
    if (line === "") continue;
    // Statements end at a semicolon outside quotes.
    for (const part of line.match(/(?:"[^"]*"|[^;"])+/g) ?? []) {
      let p = part.trim();
      if (p === "") continue;
      if (p === "}") {
        stack.pop();
        continue;
      }
      const opens = p.endsWith("{");
      if (opens) p = p.slice(0, -1).trim();
      const words = [...p.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
      if (words.length > 0) out.push({ name: words[0]!, args: words.slice(1), path: [...stack] });
      if (opens) stack.push(p);
    }
  }
  if (stack.length > 0) throw new Error(`unclosed block: ${stack.join(" > ")}`);
  return out;
}
