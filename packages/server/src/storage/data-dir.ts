// SQLite's directory (DATA_DIR), made and checked before the database is opened: a path that
// cannot hold the store is one clear sentence at start, never a hang or a late failure.
// Node's own `mkdirSync(dir, { recursive: true })` loops forever when mkdir answers ENOENT
// for a parent that exists (e.g. `/proc/x`: /proc refuses new entries that way), so the
// directories are made one level at a time here.

import { closeSync, mkdirSync, openSync, statSync, unlinkSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** Why `dir` cannot hold the store, in words (with the system's code), or null when it can. */
export function dataDirProblem(dir: string): string | null {
  const path = resolve(dir);
  const missing: string[] = [];
  let existing = path;
  for (;;) {
    const kind = kindOf(existing);
    if (kind === "directory") break;
    if (kind !== "missing") return `${existing} is ${kind}, not a directory`;
    const parent = dirname(existing);
    if (parent === existing) return `${existing} does not exist`;
    missing.unshift(existing);
    existing = parent;
  }
  for (const d of missing) {
    try {
      mkdirSync(d);
    } catch (e) {
      return `cannot create ${d} (${code(e)})`;
    }
  }
  // Only writing tells: permissions, a read-only mount and special file systems all say no
  // here (as root, permissions alone would say yes).
  const probe = resolve(path, `.write-check-${process.pid}`);
  try {
    closeSync(openSync(probe, "wx"));
    unlinkSync(probe);
  } catch (e) {
    return `cannot write in ${path} (${code(e)})`;
  }
  return null;
}

function kindOf(path: string): string {
  try {
    return statSync(path).isDirectory() ? "directory" : "a file";
  } catch (e) {
    // ENOTDIR: a parent is a file; the walk up names it.
    const c = code(e);
    return c === "ENOENT" || c === "ENOTDIR" ? "missing" : `not readable (${c})`;
  }
}

function code(e: unknown): string {
  const c = (e as { code?: unknown } | null)?.code;
  return typeof c === "string" ? c : String(e);
}
