// The live connection to one table (socket.io): joins as a seat (with its token) or as a
// spectator, re-joins after every reconnect with the last seq seen, and keeps the latest
// observation frame and table info. Acting sends the frame's seq back (docs/protocol.md).
// When the host kicks the seat (`evicted`) the connection stops being a seat and says so.
// It also follows who is connected (`presence`), and asks for the leaving players' requests:
// resign, claim the win, hand an away seat to the computer.

import type {
  ActReply,
  Emote,
  EmoteReply,
  EvictionReason,
  ObservationFrame,
  ProtocolError,
  ReturnNote,
  SimpleReply,
  TableInfo,
} from "@number-games/protocol";
import { PROTOCOL_VERSION, SOCKET_PATH } from "@number-games/protocol/light";
import { useCallback, useEffect, useRef, useState } from "react";
import { io } from "socket.io-client";
import { deviceId } from "./device";

import type { ClientSocket, ConnectionStatus } from "./socketLife";
import { followConnection, SOCKET_OPTIONS } from "./socketLife";

export type { ClientSocket, ConnectionStatus } from "./socketLife";
export { followConnection, SOCKET_OPTIONS } from "./socketLife";

export interface TableConnection {
  readonly status: ConnectionStatus;
  readonly frame: ObservationFrame | null;
  readonly table: TableInfo | null;
  /** The seat this connection plays, or null (spectator / not joined yet). */
  readonly seat: number | null;
  readonly joinError: ProtocolError | null;
  /** The host kicked this seat: the token is dead and nothing more comes from the table. */
  readonly evicted: boolean;
  /** Why (a class student may have moved to another device: "moved"), or null. */
  readonly evictedFor: EvictionReason | null;
  act(action: unknown): Promise<ActReply>;
  /** The latest reactions at the table (each shown for a few seconds), oldest first. */
  readonly reactions: readonly Reaction[];
  react(emote: Emote): Promise<EmoteReply>;
  /**
   * Since when each person's seat has had no connection (epoch ms), or null while it has one;
   * a seat not in the map has not been heard of (the lobby, the end).
   */
  readonly presence: ReadonlyMap<number, number | null>;
  /** This seat came back to a seat the others had handed to the computer: what happened. */
  readonly returned: ReturnNote | null;
  /** This seat gives up: the game ends. */
  resign(): Promise<SimpleReply>;
  /** The win over the players away for the table's grace time. */
  claimWin(): Promise<SimpleReply>;
  /** The computer plays `seat` (away for the grace time) until its player comes back. */
  handOver(seat: number): Promise<SimpleReply>;
  /** Asks the others to let this seat take back its last move (docs/online.md, "Takeback"). */
  takeback(): Promise<SimpleReply>;
  /** Agrees to (or declines) another player's open takeback request. */
  answerTakeback(agree: boolean): Promise<SimpleReply>;
}

export interface Reaction {
  readonly id: number;
  readonly seat: number;
  readonly emote: Emote;
}

/** How long a reaction stays on screen, and how many at most. */
const REACTION_MS = 6000;
const MAX_REACTIONS = 4;
let nextReaction = 1;

/**
 * Joins `tableId` as the seat of `seatToken`, or else as a spectator; `watchToken` (a class
 * table's teacher token) lets a spectator watch a private class table.
 */
export function useTableConnection(
  tableId: string | null,
  seatToken: string | null,
  watchToken: string | null = null,
): TableConnection {
  const [status, setStatus] = useState<ConnectionStatus>("connecting");
  const [frame, setFrame] = useState<ObservationFrame | null>(null);
  const [table, setTable] = useState<TableInfo | null>(null);
  const [seat, setSeat] = useState<number | null>(null);
  const [joinError, setJoinError] = useState<ProtocolError | null>(null);
  const [evictedFor, setEvicted] = useState<EvictionReason | null>(null);
  const [reactions, setReactions] = useState<readonly Reaction[]>([]);
  const [presence, setPresence] = useState<ReadonlyMap<number, number | null>>(new Map());
  const [returned, setReturned] = useState<ReturnNote | null>(null);
  const socketRef = useRef<ClientSocket | null>(null);
  const seqRef = useRef<number | null>(null);

  useEffect(() => {
    setEvicted(null);
    if (tableId === null) return;
    const socket: ClientSocket = io({
      path: SOCKET_PATH,
      transports: ["websocket", "polling"],
      auth: { device: deviceId() },
      ...SOCKET_OPTIONS,
    });
    socketRef.current = socket;
    const join = () => {
      const lastSeq = seqRef.current ?? undefined;
      const req =
        seatToken !== null
          ? { protocolVersion: PROTOCOL_VERSION, tableId, seatToken, lastSeq }
          : {
              protocolVersion: PROTOCOL_VERSION,
              tableId,
              spectate: true as const,
              lastSeq,
              ...(watchToken !== null ? { token: watchToken } : {}),
            };
      socket.emit("join", req, (reply) => {
        if (reply.ok) {
          setJoinError(null);
          setSeat(reply.seat);
          setTable(reply.table);
          setPresence(new Map((reply.presence ?? []).map((p) => [p.seat, p.awaySince])));
          // The note stays until the page goes: a later re-join (a reconnect) has none.
          if (reply.returned !== undefined) setReturned(reply.returned);
          setStatus("connected");
        } else {
          setJoinError(reply.error);
          setStatus("failed");
        }
      });
    };
    const stopReconnecting = followConnection(socket, join, setStatus, setJoinError);
    socket.on("observation", (f) => {
      if (f.tableId !== tableId) return;
      // Frames can cross on a reconnect; never go back to an older position.
      if (seqRef.current !== null && f.seq < seqRef.current) return;
      seqRef.current = f.seq;
      setFrame(f);
    });
    socket.on("table", (t) => {
      if (t.id === tableId) setTable(t);
    });
    socket.on("presence", (p) => {
      if (p.tableId !== tableId) return;
      setPresence((cur) => new Map(cur).set(p.seat, p.awaySince));
    });
    socket.on("evicted", (e) => {
      if (e.tableId !== tableId) return;
      // No re-join with a dead token on the next reconnect.
      socket.off("connect", join);
      setSeat(null);
      setEvicted(e.reason);
    });
    socket.on("emote", (e) => {
      if (e.tableId !== tableId) return;
      const r: Reaction = { id: nextReaction++, seat: e.seat, emote: e.emote };
      setReactions((rs) => [...rs, r].slice(-MAX_REACTIONS));
      setTimeout(() => setReactions((rs) => rs.filter((x) => x.id !== r.id)), REACTION_MS);
    });
    return () => {
      stopReconnecting();
      socket.removeAllListeners();
      socket.disconnect();
      socketRef.current = null;
    };
  }, [tableId, seatToken, watchToken]);

  const act = useCallback(
    (action: unknown): Promise<ActReply> => {
      const socket = socketRef.current;
      const seq = seqRef.current;
      if (socket === null || tableId === null || seq === null) {
        return Promise.resolve({
          ok: false,
          error: { code: "ERR_NOT_STARTED", message: "not connected to the table" },
        });
      }
      return new Promise((resolve) => {
        socket
          .timeout(10_000)
          .emit("act", { tableId, seq, action }, (e: Error | null, reply: ActReply) => {
            if (e)
              resolve({
                ok: false,
                error: { code: "ERR_INTERNAL", message: "the server did not answer" },
              });
            else resolve(reply);
          });
      });
    },
    [tableId],
  );

  const react = useCallback(
    (emote: Emote): Promise<EmoteReply> => {
      const socket = socketRef.current;
      if (socket === null || tableId === null) {
        return Promise.resolve({
          ok: false,
          error: { code: "ERR_NOT_SEATED", message: "not connected to the table" },
        });
      }
      return new Promise((resolve) => {
        socket
          .timeout(10_000)
          .emit("emote", { tableId, emote }, (e: Error | null, reply: EmoteReply) => {
            if (e)
              resolve({
                ok: false,
                error: { code: "ERR_INTERNAL", message: "the server did not answer" },
              });
            else resolve(reply);
          });
      });
    },
    [tableId],
  );

  /** A request about this table answered by `SimpleReply` (resign, claimWin, handOver, takeback). */
  const ask = useCallback(
    (
      event: "resign" | "claimWin" | "handOver" | "takeback" | "takebackAnswer",
      extra: { seat?: number; agree?: boolean } = {},
    ) => {
      const socket = socketRef.current;
      if (socket === null || tableId === null) {
        return Promise.resolve<SimpleReply>({
          ok: false,
          error: { code: "ERR_NOT_SEATED", message: "not connected to the table" },
        });
      }
      return new Promise<SimpleReply>((resolve) => {
        const done = (e: Error | null, reply: SimpleReply) => {
          if (e)
            resolve({
              ok: false,
              error: { code: "ERR_INTERNAL", message: "the server did not answer" },
            });
          else resolve(reply);
        };
        const s = socket.timeout(10_000);
        if (event === "handOver") s.emit("handOver", { tableId, seat: extra.seat ?? -1 }, done);
        else if (event === "takebackAnswer") {
          s.emit("takebackAnswer", { tableId, agree: extra.agree === true }, done);
        } else s.emit(event, { tableId }, done);
      });
    },
    [tableId],
  );
  const resign = useCallback(() => ask("resign"), [ask]);
  const claimWin = useCallback(() => ask("claimWin"), [ask]);
  const handOver = useCallback((seat: number) => ask("handOver", { seat }), [ask]);
  const takeback = useCallback(() => ask("takeback"), [ask]);
  const answerTakeback = useCallback((agree: boolean) => ask("takebackAnswer", { agree }), [ask]);

  return {
    status,
    frame,
    table,
    seat,
    joinError,
    evicted: evictedFor !== null,
    evictedFor,
    act,
    reactions,
    react,
    presence,
    returned,
    resign,
    claimWin,
    handOver,
    takeback,
    answerTakeback,
  };
}
