// Output files of the commands that write one (`numbers print`, `numbers analyze`): checked
// writable before the slow part, then written beside the target and renamed, so a failure or
// Ctrl-C leaves no half file. Problems are one line and exit 2 (`fail`).

import { constants } from "node:fs";
import { access, rename, stat, unlink, writeFile } from "node:fs/promises";
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

/** Fails (exit 2) unless `file` can be created or replaced; checked before the slow part. */
export async function checkWritable(file: string, shown: string): Promise<void> {
  const existing = await stat(file).catch(() => null);
  if (existing?.isDirectory()) fail(`cannot write ${shown}: it is a directory`);
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
  const tmp = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (e) {
    await unlink(tmp).catch(() => {});
    fail(`cannot write ${shown}: ${reason(e)}`);
  }
}
