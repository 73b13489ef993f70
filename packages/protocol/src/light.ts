// @number-games/protocol/light: the protocol without the sameness of names (names.ts:
// `nameKey`, `checkPlayerName`, `parsePlayerName`, `isBotLikeName`), whose confusables table
// is ~29 KB gzipped. For pages that check names with `checkNameQuick` and leave the whole
// rule to the server (the class join page); the main entry (index.ts) is this plus names.ts.

export type { AutoplayedMove, AutoplayReason } from "./autoplayed";
export { AUTOPLAY_REASONS, autoplayedMoves } from "./autoplayed";
export {
  CSV_BOM,
  csvCell,
  LEADERBOARD_CSV_COLUMNS,
  leaderboardCsv,
  leaderboardFileName,
  localDateTime,
} from "./class-csv";
export type { SetGraceRequest } from "./class-grace";
export { CLASS_GRACE, graceProblem, setGraceRequestSchema } from "./class-grace";
export type {
  ClassPodium,
  Leaderboard,
  LeaderboardEntry,
  LeaderboardGame,
  PodiumPlace,
} from "./class-leaderboard";
export { PLACE_POINTS, placePoints, podiumPlaces } from "./class-leaderboard";
export type { MoveCodeResponse, MoveHereRequest } from "./class-move";
export {
  CLASS_MOVE_ROUTES,
  MOVE_CODE,
  moveCodeAsShown,
  moveCodePath,
  moveHereRequestSchema,
  parseMoveCode,
} from "./class-move";
export type { RenameStudentRequest } from "./class-names";
export { renameStudentRequestSchema } from "./class-names";
export type {
  AddRosterNameRequest,
  AskStatus,
  AskToJoinRequest,
  AskToJoinResponse,
  DashboardJoinRequest,
  JoinRequestStatus,
  RosterNotice,
} from "./class-roster";
export {
  addRosterNameRequestSchema,
  askToJoinRequestSchema,
  JOIN_REQUEST_STATUSES,
  REQUEST_ID_RE,
  ROSTER_LIMITS,
} from "./class-roster";
export type { ClassJoinReply, ClassJoinRequest } from "./class-socket";
export { classJoinRequestSchema } from "./class-socket";
export type { ClassHistory, HistoryGame, PendingStop, StopKind } from "./class-undo";
export { CLASS_UNDO, STOP_KINDS } from "./class-undo";
export type {
  ClassDashboard,
  ClassFacts,
  ClassPublicInfo,
  ClassStatus,
  CreateClassRequest,
  CreateClassRequestParsed,
  CreateClassResponse,
  DashboardSeat,
  DashboardStudent,
  DashboardTable,
  DashboardTableStatus,
  EndClassRequest,
  HandToComputerRequest,
  HintLanguage,
  JoinClassRequest,
  JoinClassResponse,
  LearningSettings,
  NextGameRequest,
  SeatingProblem,
  SeatRequest,
  SeatWaitingRequest,
  StudentSeat,
  StudentStatus,
  StudentView,
  TableSize,
  UpdateSettingsRequest,
  WarmupProgress,
  WarmupRequest,
} from "./classes";
export {
  CLASS_ID_RE,
  CLASS_LIMITS,
  CLASS_PATHS,
  CLASS_STATUSES,
  createClassRequestSchema,
  DASHBOARD_TABLE_STATUSES,
  endClassRequestSchema,
  HINT_LANGUAGES,
  handToComputerRequestSchema,
  isClassId,
  joinClassRequestSchema,
  learningSettingsSchema,
  nextGameRequestSchema,
  SEATING_PROBLEMS,
  STUDENT_ID_RE,
  STUDENT_STATUSES,
  seatRequestSchema,
  seatWaitingRequestSchema,
  tableSizeSchema,
  updateSettingsRequestSchema,
  warmupRequestSchema,
} from "./classes";
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
export { isLoopbackHostname } from "./hostnames";
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
export type { NameProblem, NameRejection } from "./name-rules";
export {
  BOT_LEVEL_WORDS,
  BOT_NAME_WORDS,
  checkNameQuick,
  checkNameShape,
  isFoldedBotName,
  NAME_PROBLEMS,
} from "./name-rules";
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
  HandOverRequest,
  JoinReply,
  JoinRequest,
  LeaveReply,
  LeaveRequest,
  ObservationFrame,
  PresenceEvent,
  ReturnNote,
  SeatPresence,
  ServerToClientEvents,
  SimpleReply,
  TableRequest,
  TakebackAnswer,
} from "./socket";
export {
  actRequestSchema,
  DEVICE_ID_PATTERN,
  EMOTES,
  EVICTION_REASONS,
  emoteRequestSchema,
  evictedEventSchema,
  handOverRequestSchema,
  joinRequestSchema,
  leaveRequestSchema,
  parseDeviceId,
  SOCKET_EVENTS,
  SOCKET_PATH,
  tableRequestSchema,
  takebackAnswerSchema,
} from "./socket";
export type {
  AwayAction,
  AwayRule,
  ClaimSeatRequest,
  ClaimSeatResponse,
  CreateTableRequest,
  CreateTableRequestParsed,
  CreateTableResponse,
  HandOver,
  ListTablesResponse,
  RaceAnswerRequest,
  RematchResponse,
  SeatBotLevel,
  SeatInfo,
  SeatSpec,
  ServerInfo,
  SetBotRequest,
  StartRaceInfo,
  TableEnding,
  TableInfo,
  TableRecord,
  TableRecordMeta,
  TableStatus,
  TakebackInfo,
  TakebackOutcome,
  Visibility,
} from "./tables";
export {
  AWAY_ACTIONS,
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
  TAKEBACK_OUTCOMES,
  VISIBILITIES,
} from "./tables";
