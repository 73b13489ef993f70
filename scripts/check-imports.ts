// `npm run check:imports` (a stage of `npm test`): no import cycle anywhere in packages/ (type-only
// imports count) and every package importing only what its README allows. Biome finds both
// (biome.json: `noImportCycles` with `ignoreTypes: false`; one `noRestrictedImports` override per
// package, and per folder of the server's src); this script runs just those two rules and reads the one allowance biome.json makes:
// the override that turns `noImportCycles` off for files whose cycles are still being removed.
// A cycle outside it fails; so does an entry of it that no longer holds a cycle, so the list
// can only shrink (and the override goes when it is empty). docs/architecture.md.

import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

export const IMPORT_RULES = ["suspicious/noImportCycles", "style/noRestrictedImports"] as const;

export interface Finding {
  readonly rule: string;
  readonly path: string;
  readonly line: number;
  readonly message: string;
}

interface Override {
  readonly includes: readonly string[];
  readonly linter?: { readonly rules?: Record<string, Record<string, unknown>> };
}

/** The files biome.json lets hold a cycle for now (its override that turns the rule off). */
export function cycleAllowance(root: string): readonly string[] {
  const config = JSON.parse(readFileSync(join(root, "biome.json"), "utf8")) as {
    overrides?: readonly Override[];
  };
  const off = config.overrides?.find((o) => o.linter?.rules?.suspicious?.noImportCycles === "off");
  return off?.includes ?? [];
}

/** Whether `path` is matched by an allowance entry (a file, or a folder ending in `/**`). */
export function allows(entry: string, path: string): boolean {
  return entry.endsWith("/**") ? path.startsWith(entry.slice(0, -2)) : path === entry;
}

/**
 * The two rules' findings over `paths`, run in `root` with its biome.json. `--only` runs a rule
 * even where an override turns it off, so the allowance's cycles are found too.
 */
export async function findImportProblems(
  root: string,
  paths: readonly string[],
): Promise<Finding[]> {
  const biome = join(import.meta.dirname, "..", "node_modules", ".bin", "biome");
  const args = ["lint", "--reporter=json", "--max-diagnostics=none"];
  for (const rule of IMPORT_RULES) args.push(`--only=${rule}`);
  let out: string;
  try {
    ({ stdout: out } = await promisify(execFile)(biome, [...args, ...paths], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    }));
  } catch (e) {
    // Biome exits 1 when it finds errors; the report is still on stdout.
    out = (e as { stdout?: string }).stdout ?? "";
    if (out === "") throw e;
  }
  const report = JSON.parse(out) as {
    diagnostics: {
      category: string;
      message: string;
      location: { path: string; start?: { line: number } };
    }[];
  };
  return report.diagnostics.map((d) => ({
    rule: d.category.replace(/^lint\//, ""),
    path: d.location.path,
    line: d.location.start?.line ?? 0,
    message: d.message,
  }));
}

export interface Verdict {
  /** Findings the allowance does not cover: each fails the check. */
  readonly problems: readonly Finding[];
  /** Allowance entries holding no cycle any more: remove them from biome.json. */
  readonly stale: readonly string[];
}

export function judge(findings: readonly Finding[], allowance: readonly string[]): Verdict {
  const isCycle = (f: Finding) => f.rule === "suspicious/noImportCycles";
  const problems = findings.filter(
    (f) => !(isCycle(f) && allowance.some((entry) => allows(entry, f.path))),
  );
  const stale = allowance.filter(
    (entry) => !findings.some((f) => isCycle(f) && allows(entry, f.path)),
  );
  return { problems, stale };
}

async function main(): Promise<number> {
  const root = join(import.meta.dirname, "..");
  const allowance = cycleAllowance(root);
  const { problems, stale } = judge(await findImportProblems(root, ["packages"]), allowance);
  for (const p of problems) console.error(`${p.path}:${p.line}: ${p.rule}: ${p.message}`);
  for (const entry of stale) {
    console.error(
      `biome.json allows import cycles in ${entry}, which has none now: remove it from the override that turns noImportCycles off`,
    );
  }
  if (problems.length > 0 || stale.length > 0) {
    console.error(
      `check:imports: FAILED (${problems.length} import problem(s), ${stale.length} stale allowance(s); npx biome lint <file> shows each)`,
    );
    return 1;
  }
  const note = allowance.length > 0 ? `; cycles still allowed in ${allowance.join(", ")}` : "";
  console.log(`check:imports: no import cycle, every import allowed${note}`);
  return 0;
}

if (process.argv[1] === import.meta.filename) process.exitCode = await main();
