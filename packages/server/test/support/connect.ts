// The socket client of the server's tests: the protocol's `connectTable` with an ack budget as
// long as any wait of a test (WAIT_BUDGET_MS) instead of its 10 s default, so that an answer
// slowed by a busy machine is a slow test, not a lost reply (issue #22: crash.test.ts counted
// the accepted actions of players whose acks had timed out under load, and waited forever).

import type { TableClient, TableClientOptions } from "@number-games/protocol/socket-client";
import { connectTable as connect } from "@number-games/protocol/socket-client";
import { WAIT_BUDGET_MS } from "./wait-budget";

export function connectTable(url: string, options: TableClientOptions = {}): Promise<TableClient> {
  return connect(url, { timeoutMs: WAIT_BUDGET_MS, ...options });
}
