// An online copy of the SQLite store for `numbers backup`: better-sqlite3's backup API copies
// the database page by page while a server keeps writing to it (a plain `cp` of a WAL
// database can catch a half-written state). The copy is written beside its destination and
// renamed into place, so a failed or interrupted backup never leaves a partial file.

import { existsSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import SQLite from "better-sqlite3";

export const BACKUP_ERROR_CODES = ["ERR_NO_STORE", "ERR_NOT_A_STORE", "ERR_EXISTS"] as const;
export type BackupErrorCode = (typeof BACKUP_ERROR_CODES)[number];

export type BackupResult =
  | { readonly ok: true; readonly tables: number; readonly actions: number }
  | { readonly ok: false; readonly code: BackupErrorCode; readonly message: string };

/** The store's file in a DATA_DIR (as the server opens it). */
export function sqliteFileOf(dataDir: string): string {
  return join(dataDir, "number-games.sqlite");
}

function counts(db: SQLite.Database): { tables: number; actions: number } {
  const one = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
  return {
    tables: one("SELECT count(*) AS n FROM ng_tables"),
    actions: one("SELECT count(*) AS n FROM ng_actions"),
  };
}

/**
 * Copies the store `file` to `out` while it may be in use. Refuses a missing store, a file
 * that is not a Number Games store, and an existing `out` unless `overwrite`.
 */
export async function backupSqlite(
  file: string,
  out: string,
  overwrite: boolean,
): Promise<BackupResult> {
  if (!existsSync(file)) {
    return { ok: false, code: "ERR_NO_STORE", message: `no store at ${file}` };
  }
  if (existsSync(out) && !overwrite) {
    return {
      ok: false,
      code: "ERR_EXISTS",
      message: `${out} exists (--force replaces it)`,
    };
  }
  let source: SQLite.Database;
  try {
    source = new SQLite(file, { fileMustExist: true });
    source.pragma("busy_timeout = 5000");
    counts(source);
  } catch {
    return { ok: false, code: "ERR_NOT_A_STORE", message: `${file} is not a Number Games store` };
  }
  const tmp = join(dirname(out), `.${process.pid}-${Date.now()}.backup-tmp`);
  try {
    await source.backup(tmp);
    // One self-contained file: the copy leaves WAL mode (the server turns it on again when it
    // opens a restored file).
    const copy = new SQLite(tmp, { fileMustExist: true });
    try {
      copy.pragma("journal_mode = DELETE");
      const check = copy.pragma("quick_check", { simple: true });
      if (check !== "ok") throw new Error(`the copy failed its check: ${String(check)}`);
      const n = counts(copy);
      copy.close();
      renameSync(tmp, out);
      return { ok: true, ...n };
    } finally {
      if (copy.open) copy.close();
    }
  } finally {
    source.close();
    rmSync(tmp, { force: true });
    rmSync(`${tmp}-journal`, { force: true });
  }
}
