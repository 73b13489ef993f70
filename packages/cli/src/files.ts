// Output files of the commands that write one (`numbers print`, `numbers analyze`): checked
// writable before the slow part, then written beside the target and renamed, so a failure or
// Ctrl-C leaves no half file. Only regular files are written: a symlink, FIFO, device or
// socket at the target is refused, never followed and never replaced (the temporary file is
// created exclusively, so a link planted under its name is not followed either). Problems
// are one line and exit 2 (`fail`).

import { randomBytes } from "node:crypto";
import type { Stats } from "node:fs";
import { constants } from "node:fs";
import { access, lstat, rename, unlink, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { fail } from "./options";

function reason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  switch (code) {
    case "EACCES":
    case "EPERM":
    case "EROFS":
      return "permission denied";
    case "ENOENT":
    case "ENOTDIR":
      return "no such directory";
    case "EISDIR":
      return "it is a directory";
    default:
      return (e as Error).message;
  }
}

/** What is at `file`, without following a symlink (null: nothing). */
async function entryAt(file: string): Promise<Stats | null> {
  return lstat(file).catch(() => null);
}

/** Fails unless `existing` (the target, not followed) is nothing or a regular file. */
function checkKind(existing: Stats | null, shown: string): void {
  if (existing === null || existing.isFile()) return;
  if (existing.isDirectory()) fail(`cannot write ${shown}: it is a directory`);
  const kind = existing.isSymbolicLink()
    ? "a symlink"
    : existing.isFIFO()
      ? "a FIFO"
      : existing.isCharacterDevice() || existing.isBlockDevice()
        ? "a device"
        : "a special file";
  fail(`cannot write ${shown}: not a regular file (${kind})`);
}

/** Fails (exit 2) unless `file` can be created or replaced; checked before the slow part. */
export async function checkWritable(file: string, shown: string): Promise<void> {
  const existing = await entryAt(file);
  checkKind(existing, shown);
  try {
    await access(existing ? file : dirname(file), constants.W_OK);
  } catch (e) {
    fail(`cannot write ${shown}: ${reason(e)}`);
  }
}

/** Written beside the target, then renamed: a failed write leaves no half file behind. */
export async function writeAtomically(
  file: string,
  shown: string,
  data: string | Uint8Array,
): Promise<void> {
  const tmp = join(
    dirname(file),
    `.${basename(file)}.${process.pid}-${randomBytes(4).toString("hex")}.tmp`,
  );
  // Again at the end: the target may have changed during the slow part.
  checkKind(await entryAt(file), shown);
  try {
    await writeFile(tmp, data, { flag: "wx" });
    await rename(tmp, file);
  } catch (e) {
    await unlink(tmp).catch(() => {});
    fail(`cannot write ${shown}: ${reason(e)}`);
  }
}
