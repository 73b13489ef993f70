// `numbers backup --out FILE [--data-dir DIR] [--force]`: an online copy of the server's
// SQLite store (DATA_DIR, as the server reads it), safe while the server runs and writes.
// With DATABASE_URL set the data is in PostgreSQL, whose own tool (pg_dump) backs it up.
// Bad input is one line on stderr and exit 2, with no file written; --out must be nothing or
// a regular file (files.ts) (docs/operations.md).

import { resolve } from "node:path";
import type { Command } from "commander";
import { checkWritable } from "../files";
import { fail } from "../options";

interface Flags {
  out: string;
  dataDir?: string;
  force?: boolean;
}

export function register(program: Command): void {
  program
    .command("backup")
    .description("copy the server's SQLite store to a file, safely while the server runs")
    .requiredOption("--out <file>", "the copy to write (a SQLite file)")
    .option("--data-dir <dir>", "the server's data folder (default: DATA_DIR, else ./data)")
    .option("--force", "replace --out if it exists")
    .action(async (flags: Flags) => {
      if (process.env.DATABASE_URL) {
        fail(
          "DATABASE_URL is set: the data is in PostgreSQL; back it up with pg_dump (docs/operations.md)",
        );
      }
      const dataDir = flags.dataDir ?? (process.env.DATA_DIR || "./data");
      const out = resolve(flags.out);
      // Only a regular file is written or replaced (a symlink, FIFO or device is refused).
      await checkWritable(out, flags.out);
      const { backupSqlite, sqliteFileOf } = await import("@number-games/server");
      const r = await backupSqlite(sqliteFileOf(dataDir), out, flags.force === true);
      if (!r.ok) fail(r.message);
      process.stdout.write(`backed up ${r.tables} tables and ${r.actions} actions to ${out}\n`);
    });
}
