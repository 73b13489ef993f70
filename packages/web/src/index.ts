// @number-games/web: the browser app (see README.md). Other packages import nothing from
// here; these pure helpers are exported for tests and tools.

export { nearestOwners } from "./games/number-line/scoring";
export type { Route } from "./router";
export { href, parseRoute } from "./router";
