// @number-games/server: the authority for online tables. HTTP API and static files
// (Fastify), live play (socket.io), storage (SQLite / PostgreSQL via Kysely), fairness.

export type { TableClient, TableClientOptions } from "./client";
export { ApiClient, connectTable } from "./client";
export { ConfigError, startupProblem } from "./config-error";
export { ENV_VARS, optionsFromEnv } from "./env";
export type { VerifyError, VerifyErrorCode, VerifyReport } from "./fairness";
export {
  chanceRng,
  seedCommitment,
  TABLE_RNG,
  VERIFY_ERROR_CODES,
  verifyRecord,
} from "./fairness";
export { addressLines } from "./network";
export type { RunningServer, ServerOptions } from "./server";
export { DEFAULT_WEB_DIST, startOrExit, startServer } from "./server";
export type { StoredPace } from "./storage/pace";
export { isStoreOrAbsent, MAX_MOVE_SECONDS, MIN_TIMED_MOVES, storedPace } from "./storage/pace";
export type { OpenStoreOptions } from "./storage/sql-store";
export { dropPgSchema, openStore } from "./storage/sql-store";
export type {
  ActionRow,
  AutoplayReason,
  StoredSeat,
  TablePatch,
  TableRow,
  TableStore,
} from "./storage/types";
export type { Notifier, SeatBinding, ServiceOptions } from "./tables/service";
export { TableService } from "./tables/service";
