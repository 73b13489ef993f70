// @number-games/server: the authority for online tables. HTTP API and static files
// (Fastify), live play (socket.io), storage (SQLite / PostgreSQL via Kysely), fairness.

export { ConfigError, startupProblem } from "./config/config-error";
export { ENV_VARS, optionsFromEnv } from "./config/env";
export { addressLines } from "./config/network";
export type { TableClient, TableClientOptions } from "./http/client";
export { ApiClient, connectTable } from "./http/client";
export type { RunningServer, ServerOptions } from "./server";
export { DEFAULT_WEB_DIST, startOrExit, startServer } from "./server";
export type { BackupErrorCode, BackupResult } from "./storage/backup";
export { BACKUP_ERROR_CODES, backupSqlite, sqliteFileOf } from "./storage/backup";
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
export type { VerifyError, VerifyErrorCode, VerifyReport } from "./tables/fairness";
export {
  chanceRng,
  seedCommitment,
  TABLE_RNG,
  VERIFY_ERROR_CODES,
  verifyRecord,
} from "./tables/fairness";
export type { Notifier, SeatBinding, ServiceOptions } from "./tables/service";
export { TableService } from "./tables/service";
