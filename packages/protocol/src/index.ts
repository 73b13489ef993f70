// @number-games/protocol: the client/server messages as zod schemas and inferred types, the
// HTTP route table and its typed fetch client, PROTOCOL_VERSION, limits and error codes. Depends
// on the engine (types, game registry) and zod; the socket client is the subpath
// `@number-games/protocol/socket-client` (it needs socket.io-client).

export type {
  ApiClient,
  ApiError,
  ApiResult,
  FetchLike,
  NetworkError,
  RouteArgs,
} from "./client";
export { createApiClient } from "./client";
export type { ErrorBody, ProtocolError, ProtocolErrorCode } from "./errors";
export {
  errorBodySchema,
  HTTP_STATUS,
  PROTOCOL_ERROR_CODES,
  protocolError,
  protocolErrorSchema,
} from "./errors";
export {
  isTableId,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_LENGTH,
  LEGACY_JOIN_CODE_LENGTH,
  LIMITS,
  PROTOCOL_VERSION,
  parseJoinCode,
  TABLE_ID_RE,
} from "./limits";
export type { NameProblem, NameRejection } from "./names";
export {
  BOT_LEVEL_WORDS,
  BOT_NAME_WORDS,
  checkPlayerName,
  isBotLikeName,
  NAME_PROBLEMS,
  parsePlayerName,
} from "./names";
export type {
  HealthResponse,
  HttpMethod,
  ResponseOf,
  RouteAuth,
  RouteBody,
  RouteName,
  RouteParams,
  RouteResponse,
  RouteSpec,
} from "./routes";
export { ROUTE_AUTHS, ROUTE_NAMES, ROUTES, routePath } from "./routes";
export type {
  ActReply,
  ActRequest,
  ClientToServerEvents,
  Emote,
  EmoteEvent,
  EmoteReply,
  EmoteRequest,
  EvictedEvent,
  EvictionReason,
  JoinReply,
  JoinRequest,
  LeaveReply,
  LeaveRequest,
  ObservationFrame,
  ServerToClientEvents,
} from "./socket";
export {
  actRequestSchema,
  EMOTES,
  EVICTION_REASONS,
  emoteRequestSchema,
  evictedEventSchema,
  joinRequestSchema,
  leaveRequestSchema,
  SOCKET_EVENTS,
  SOCKET_PATH,
} from "./socket";
export type {
  ClaimSeatRequest,
  ClaimSeatResponse,
  CreateTableRequest,
  CreateTableRequestParsed,
  CreateTableResponse,
  ListTablesResponse,
  RaceAnswerRequest,
  RematchResponse,
  SeatBotLevel,
  SeatInfo,
  SeatSpec,
  ServerInfo,
  SetBotRequest,
  StartRaceInfo,
  TableInfo,
  TableRecord,
  TableRecordMeta,
  TableStatus,
  Visibility,
} from "./tables";
export {
  claimSeatRequestSchema,
  createTableRequestSchema,
  gameIdSchema,
  playerNameSchema,
  REDACTED_ACTION,
  raceAnswerRequestSchema,
  SEAT_BOT_LEVELS,
  START_RACE,
  seatSpecSchema,
  setBotRequestSchema,
  TABLE_STATUSES,
  VISIBILITIES,
} from "./tables";
