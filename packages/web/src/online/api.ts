// The server's HTTP API (docs/protocol.md) for this app: the protocol's one client
// (createApiClient, typed by its route table) with the argument order the pages use. Every
// call answers a Result: a network failure or an error body becomes a value, never a throw.

import type {
  ApiClient,
  ClaimSeatRequest,
  CreateClassRequest,
  CreateTableRequest,
  EndClassRequest,
  HandToComputerRequest,
  NextGameRequest,
  OpenSeatToComputerRequest,
  SeatBotLevel,
  SeatRequest,
  SeatWaitingRequest,
  TableRecord,
  UpdateSettingsRequest,
  WarmupRequest,
} from "@number-games/protocol";
import { createApiClient } from "@number-games/protocol/light";
import { loadCredentials } from "./credentials";

export type { ApiError, ApiResult } from "@number-games/protocol";

/** The protocol's client (typed by its route table) on this page's own origin. */
const client: ApiClient = createApiClient("");

export const api = {
  /** The server's facts for this page: the origin share links name. */
  server: () => client.server(),
  createTable: (req: CreateTableRequest) => client.createTable({ body: req }),
  listTables: () => client.listTables(),
  /** A private table's secrets need a seat token (or, at a class's table, the teacher's). */
  getTable: (ref: string, token?: string) => client.getTable({ ref, token }),
  claimSeat: (id: string, req: ClaimSeatRequest) => client.claimSeat({ id, body: req }),
  /** A seat's answer to the start race (17 × 34); the seat token proves the seat. */
  race: (id: string, answer: number, seatToken: string) =>
    client.race({ id, body: { answer }, token: seatToken }),
  /** A seat of a finished table creates (first) or joins its rematch; the seat token proves it. */
  rematch: (id: string, seatToken: string) => client.rematch({ id, token: seatToken }),
  start: (id: string, hostToken: string) => client.start({ id, token: hostToken }),
  setBot: (id: string, seat: number, level: SeatBotLevel, hostToken: string) =>
    client.setBot({ id, seat, body: { level }, token: hostToken }),
  removeBot: (id: string, seat: number, hostToken: string) =>
    client.removeBot({ id, seat, token: hostToken }),
  kick: (id: string, seat: number, hostToken: string) =>
    client.kick({ id, seat, token: hostToken }),
  /** A private table's record needs one of its seat tokens. */
  record: (id: string, seatToken?: string) => client.record({ ref: id, token: seatToken }),

  // Classes (classroom/): the teacher's token on the teacher's calls, a student's on theirs.
  createClass: (req: CreateClassRequest) => client.createClass({ body: req }),
  getClass: (ref: string) => client.getClass({ ref }),
  joinClass: (ref: string, name: string) => client.joinClass({ ref, body: { name } }),
  classMe: (id: string, token: string) => client.classMe({ id, token }),
  classWarmup: (id: string, body: WarmupRequest, token: string) =>
    client.classWarmup({ id, body, token }),
  seatClass: (id: string, body: SeatRequest, token: string) =>
    client.seatClass({ id, body, token }),
  seatWaiting: (id: string, body: SeatWaitingRequest, token: string) =>
    client.seatWaiting({ id, body, token }),
  handToComputer: (id: string, student: string, body: HandToComputerRequest, token: string) =>
    client.handToComputer({ id, student, body, token }),
  openSeatToComputer: (id: string, body: OpenSeatToComputerRequest, token: string) =>
    client.openSeatToComputer({ id, body, token }),
  releaseStudent: (id: string, student: string, token: string) =>
    client.releaseStudent({ id, student, token }),
  renameStudent: (id: string, student: string, name: string, token: string) =>
    client.renameStudent({ id, student, body: { name }, token }),
  pauseClass: (id: string, token: string) => client.pauseClass({ id, token }),
  resumeClass: (id: string, token: string) => client.resumeClass({ id, token }),
  endClass: (id: string, body: EndClassRequest, token: string) =>
    client.endClass({ id, body, token }),
  nextGame: (id: string, body: NextGameRequest, token: string) =>
    client.nextGame({ id, body, token }),
  classSettings: (id: string, body: UpdateSettingsRequest, token: string) =>
    client.classSettings({ id, body, token }),
  classGrace: (id: string, graceSeconds: number | null, token: string) =>
    client.classGrace({ id, body: { graceSeconds }, token }),
  leaderboard: (id: string, token: string) => client.leaderboard({ id, token }),
  /** The lesson report (teacher only); `status.state` "computing" until every review is done. */
  classReport: (id: string, token: string) => client.classReport({ id, token }),
  leaderboardCsv: (id: string, token: string) => client.leaderboardCsv({ id, token }),
  addRosterName: (id: string, name: string, token: string) =>
    client.addRosterName({ id, body: { name }, token }),
  askToJoin: (ref: string, name: string) => client.askToJoin({ ref, body: { name } }),
  askStatus: (id: string, token: string) => client.askStatus({ id, token }),
  answerRequest: (id: string, request: string, approve: boolean, token: string) =>
    approve
      ? client.approveRequest({ id, request, token })
      : client.declineRequest({ id, request, token }),
  setJoinRequests: (id: string, open: boolean, token: string) =>
    client.setJoinRequests({ id, body: { open }, token }),
  declineAllRequests: (id: string, token: string) => client.declineAllRequests({ id, token }),
  notMe: (id: string, token: string) => client.notMe({ id, token }),
  undoStop: (id: string, token: string) => client.undoStop({ id, token }),
  stopNow: (id: string, token: string) => client.stopNow({ id, token }),
  classHistory: (id: string, token: string) => client.classHistory({ id, token }),
  moveCode: (id: string, student: string, token: string) => client.moveCode({ id, student, token }),
  moveHere: (ref: string, code: string) => client.moveHere({ ref, body: { code } }),
};

/**
 * A finished table's full record (a record fetched during play is redacted and does not replay),
 * with this browser's seat token for the table if it has one (private tables need it).
 */
export async function fetchTableRecord(
  id: string,
): Promise<{ ok: true; value: TableRecord } | { ok: false; error: string }> {
  const r = await api.record(id, loadCredentials(id).seatToken ?? undefined);
  if (!r.ok) return { ok: false, error: r.error.message };
  return { ok: true, value: r.value };
}
