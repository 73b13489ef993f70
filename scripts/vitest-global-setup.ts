// Before any test file: the bins' bundles (scripts/bundle/build.mjs), so that the ~150
// processes the CLI and server tests start run plain JavaScript instead of compiling their
// TypeScript each time (docs/testing.md, "Starting a process"). A fresh bundle is kept.
// With NG_LOOP_WATCH=1 it also starts the event loop's watchdog in Vitest's main process
// (scripts/vitest-loop-watch.ts), which prints its stretches when the run ends.

import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import {
  describeStretches,
  type LoopWatch,
  loopWatchEnabled,
  startLoopWatch,
} from "./vitest-loop-watch";

const key = Symbol.for("number-games.loop-watch.main");

export default function setup(): (() => void) | undefined {
  const build = fileURLToPath(new URL("./bundle/build.mjs", import.meta.url));
  execFileSync(process.execPath, [build], { stdio: "inherit" });
  const state = globalThis as { [key]?: LoopWatch };
  if (!loopWatchEnabled() || state[key] !== undefined) return undefined;
  const watch = startLoopWatch("main", () => ({ file: "(main process)", test: "(reporter)" }), {
    record: true,
  });
  state[key] = watch;
  return () => {
    watch.stop();
    const stretches = watch.take();
    process.stderr.write(
      stretches.length > 0
        ? `${describeStretches(stretches)}\n`
        : "[loop-watch] main: no stretch over 1 s\n",
    );
  };
}
