// Bootstrap of a bot worker thread: Node cannot run TypeScript by itself, so register tsx in
// this thread first, then load the worker (as the arena's worker-entry.mjs does).
import { register } from "tsx/esm/api";

register();
await import("./bot-worker.ts");
