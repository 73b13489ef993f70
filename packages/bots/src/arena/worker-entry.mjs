// Bootstrap of an arena worker thread: Node cannot run TypeScript by itself, so register
// tsx in this thread first, then load the worker.
import { register } from "tsx/esm/api";

register();
await import("./worker.ts");
