// How long a test's wait may last before it fails naming what it waited for: one figure for
// the server's helpers (server.ts) and the socket connections (connect.ts).

/**
 * How long a wait may last: as long as the test may (Vitest's testTimeout, 300 s) less a
 * margin, so a wait that never ends fails naming what it waited for. A busy machine makes a
 * wait longer, never a failure (docs/testing.md): the `ms` the callers give says how long the
 * wait usually takes and is a floor, not the budget.
 */
export const WAIT_BUDGET_MS = 280_000;
