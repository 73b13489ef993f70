// A commit's files, extracted once into a directory of their own so that bench:compare can run
// that commit's `numbers bench` beside the working tree's. The files come from `git archive`
// (the repository's worktrees and refs are left alone) and stay for the next comparison
// (`numbers-bench-<sha>` in NUMBERS_BENCH_BASELINES, else the temporary directory).
//
// The baseline has no `npm install` of its own: its node_modules links every npm package to
// the working tree's node_modules, and its workspace packages (@number-games/*) to its own
// packages/. So the two sides differ in this repository's code only; when the lockfiles
// differ, the baseline runs the working tree's versions of npm packages, and the caller is told.

import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Marks an extraction that finished (a half-extracted directory is never reused). */
const COMPLETE = ".bench-baseline-complete";
const WORKSPACE_SCOPE = "@number-games";

export type Resolved =
  | { readonly ok: true; readonly sha: string }
  | { readonly ok: false; readonly why: string };

/** The full commit id of `rev` (a sha, branch, tag or `HEAD~2`) in the repository at `repo`. */
export function resolveCommit(repo: string, rev: string): Resolved {
  if (rev.startsWith("-")) return { ok: false, why: `"${rev}" is not a commit` };
  const out = spawnSync("git", ["rev-parse", "--verify", "--quiet", `${rev}^{commit}`], {
    cwd: repo,
    encoding: "utf8",
  });
  const sha = (out.stdout ?? "").trim();
  if (out.status !== 0 || !/^[0-9a-f]{40}$/.test(sha)) {
    return { ok: false, why: `"${rev}" is not a commit of ${repo}` };
  }
  return { ok: true, sha };
}

/** Where baselines are kept: NUMBERS_BENCH_BASELINES, else the temporary directory. */
export function baselinesDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.NUMBERS_BENCH_BASELINES;
  return dir !== undefined && dir !== "" ? dir : tmpdir();
}

function run(what: string, cmd: string, args: readonly string[], cwd: string): void {
  const out = spawnSync(cmd, args, { cwd, encoding: "utf8" });
  if (out.error !== undefined || out.status !== 0) {
    const detail = (out.error?.message ?? out.stderr ?? "").trim().split("\n")[0] ?? "";
    throw new Error(`${what} failed: ${detail}`);
  }
}

/** `dir`'s node_modules: the working tree's npm packages, `dir`'s own workspace packages. */
function linkNodeModules(repo: string, dir: string): void {
  const theirs = join(dir, "node_modules");
  mkdirSync(join(theirs, WORKSPACE_SCOPE), { recursive: true });
  for (const name of readdirSync(join(repo, "node_modules"))) {
    if (name === WORKSPACE_SCOPE) continue;
    symlinkSync(join(repo, "node_modules", name), join(theirs, name));
  }
  for (const pkg of readdirSync(join(dir, "packages"))) {
    const manifest = join(dir, "packages", pkg, "package.json");
    if (!existsSync(manifest)) continue;
    const name = (JSON.parse(readFileSync(manifest, "utf8")) as { name?: unknown }).name;
    if (typeof name !== "string" || !name.startsWith(`${WORKSPACE_SCOPE}/`)) continue;
    symlinkSync(join("..", "..", "packages", pkg), join(theirs, name));
  }
}

/** Whether the baseline's package-lock.json differs from the working tree's. */
export function lockfileDiffers(repo: string, dir: string): boolean {
  const read = (root: string) => {
    const file = join(root, "package-lock.json");
    return existsSync(file) ? readFileSync(file, "utf8") : "";
  };
  return read(repo) !== read(dir);
}

/**
 * The directory holding commit `sha`'s files with node_modules linked, extracted now unless an
 * earlier comparison left it, and its `numbers` bundle built when that commit builds one (as
 * its `npm run bench` ran it). `log` hears what is being done.
 */
export function baselineTree(
  repo: string,
  sha: string,
  log: (line: string) => void,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const dir = join(baselinesDir(env), `numbers-bench-${sha}`);
  if (!existsSync(join(dir, COMPLETE))) {
    log(`extracting ${sha.slice(0, 12)} into ${dir}`);
    // Extracted beside its place and moved in whole: a half-made baseline is never reused.
    const tmp = `${dir}-tmp-${process.pid}`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp, { recursive: true });
    try {
      const tar = join(tmp, "baseline.tar");
      run("git archive", "git", ["archive", "--format=tar", "-o", tar, sha], repo);
      run("tar", "tar", ["-xf", tar], tmp);
      rmSync(tar);
      linkNodeModules(repo, tmp);
      writeFileSync(join(tmp, COMPLETE), `${sha}\n`);
      rmSync(dir, { recursive: true, force: true });
      renameSync(tmp, dir);
    } finally {
      rmSync(tmp, { recursive: true, force: true });
    }
  }
  buildNumbersBundle(dir);
  return dir;
}

/** Builds the `numbers` bundle of the tree at `root` if it has the bundler (a no-op when fresh). */
export function buildNumbersBundle(root: string): void {
  const build = join(root, "scripts/bundle/build.mjs");
  if (existsSync(build)) run(`${build} numbers`, process.execPath, [build, "numbers"], root);
}
