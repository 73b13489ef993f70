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
  LESSON_REPORT_CSV_COLUMNS,
  leaderboardCsv,
  leaderboardFileName,
  localDateTime,
} from "./class-csv";
export type { ClassDashboard, ClassFacts, CreateClassResponse } from "./class-dashboard";
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
  MOVE_CODE,
  moveCodeAsShown,
  moveCodePath,
  moveHereRequestSchema,
  parseMoveCode,
} from "./class-move";
export type { RenameStudentRequest } from "./class-names";
export { renameStudentRequestSchema } from "./class-names";
export type {
  LessonReport,
  LessonReportStudent,
  ReportGameLine,
  ReportKind,
  ReportMisread,
  ReportMoment,
  ReportMove,
  ReportState,
  ReportStatus,
  ReportTrend,
  WarmupMiss,
} from "./class-report";
export { misreadNumbers, REPORT_STATES } from "./class-report";
export type {
  AddRosterNameRequest,
  AskStatus,
  AskToJoinRequest,
  AskToJoinResponse,
  DashboardJoinRequest,
  JoinRequestStatus,
  RosterNotice,
  SetJoinRequestsRequest,
} from "./class-roster";
export {
  addRosterNameRequestSchema,
  askToJoinRequestSchema,
  JOIN_REQUEST_STATUSES,
  REQUEST_ID_RE,
  ROSTER_LIMITS,
  setJoinRequestsRequestSchema,
} from "./class-roster";
export type { ClassJoinReply, ClassJoinRequest } from "./class-socket";
export { classJoinRequestSchema } from "./class-socket";
export type { ClassHistory, HistoryGame, PendingStop, StopKind } from "./class-undo";
export { CLASS_UNDO, STOP_KINDS } from "./class-undo";
export type {
  ClassPublicInfo,
  ClassStatus,
  CreateClassRequest,
  CreateClassRequestParsed,
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
  OpenSeatToComputerRequest,
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
  openSeatToComputerRequestSchema,
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
export type { ReconnectHooks } from "./reconnect";
export {
  isRestartRefusal,
  keepReconnecting,
  RECONNECT,
  RECONNECT_OPTIONS,
  reconnectDelayMs,
} from "./reconnect";
export type {
  HealthResponse,
  HttpMethod,
  ReadyResponse,
  ResponseOf,
  RouteAuth,
  RouteBody,
  RouteName,
  RouteParams,
  RouteResponse,
  RouteSpec,
} from "./routes/index";
export { CLASS_MOVE_ROUTES, ROUTE_AUTHS, ROUTE_NAMES, ROUTES, routePath } from "./routes/index";
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
  ServerRestartingEvent,
  ServerStatusEvent,
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
  serverRestartingEventSchema,
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
