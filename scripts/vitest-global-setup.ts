// Before any test file: the bins' bundles (scripts/bundle/build.mjs), so that the ~150
// processes the CLI and server tests start run plain JavaScript instead of compiling their
// TypeScript each time (docs/testing.md, "Starting a process"). A fresh bundle is kept.

import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export default function setup(): void {
  const build = fileURLToPath(new URL("./bundle/build.mjs", import.meta.url));
  execFileSync(process.execPath, [build], { stdio: "inherit" });
}
