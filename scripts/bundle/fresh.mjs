// Whether a bundle of scripts/bundle/build.mjs is fresh: built after every file it was built
// from was last changed (a checkout, an edit or a deleted file makes it stale). The bins ask
// before running one, and run the TypeScript sources through tsx otherwise.

import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";

export const MANIFEST = "inputs.json";

/** What build.mjs builds: the entry (from the repository's root) and where it goes. */
export const BUNDLES = {
  numbers: { entry: "packages/cli/src/main.ts", outdir: "packages/cli/dist" },
  server: { entry: "packages/server/src/main.ts", outdir: "packages/server/dist" },
};

/** True when `outdir`'s bundle exists and none of its inputs changed since it was built. */
export function isFresh(outdir) {
  try {
    const { built, inputs } = JSON.parse(readFileSync(join(outdir, MANIFEST), "utf8"));
    return inputs.length > 0 && inputs.every((file) => statSync(file).mtimeMs < built);
  } catch {
    return false;
  }
}

/** Whether a bin runs its bundle: fresh, and not asked for the sources (FROM_SOURCE=1). */
export function runsBundle(outdir) {
  return process.env.FROM_SOURCE !== "1" && isFresh(outdir);
}
