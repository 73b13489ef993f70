// The live connection to one table (socket.io): joins as a seat (with its token) or as a
// spectator, re-joins after every reconnect with the last seq seen, and keeps the latest
// observation frame and table info. Acting sends the frame's seq back (docs/protocol.md).
// When the host kicks the seat (`evicted`) the connection stops being a seat and says so.

import type {
  ActReply,
  ClientToServerEvents,
  Emote,
  EmoteReply,
  ObservationFrame,
  ProtocolError,
  ServerToClientEvents,
  TableInfo,
} from "@number-games/protocol";
import { PROTOCOL_VERSION, protocolErrorSchema, SOCKET_PATH } from "@number-games/protocol";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Socket } from "socket.io-client";
import { io } from "socket.io-client";
import { deviceId } from "./device";

export type ConnectionStatus = "connecting" | "connected" | "reconnecting" | "failed";

export interface TableConnection {
  readonly status: ConnectionStatus;
  readonly frame: ObservationFrame | null;
  readonly table: TableInfo | null;
  /** The seat this connection plays, or null (spectator / not joined yet). */
  readonly seat: number | null;
  readonly joinError: ProtocolError | null;
  /** The host kicked this seat: the token is dead and nothing more comes from the table. */
  readonly evicted: boolean;
  act(action: unknown): Promise<ActReply>;
  /** The latest reactions at the table (each shown for a few seconds), oldest first. */
  readonly reactions: readonly Reaction[];
  react(emote: Emote): Promise<EmoteReply>;
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

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A socket's life as a status line: `join` on every (re)connect, "reconnecting" while the
 * line is down, and a refusal by the server's middleware (e.g. ERR_TOO_MANY_CONNECTIONS)
 * final: the client does not retry it by itself, so it says why instead of "connecting" for
 * ever. Tables (here) and classes (classroom/connection.ts) alike.
 */
export function followConnection(
  socket: ClientSocket,
  join: () => void,
  setStatus: (s: ConnectionStatus | ((s: ConnectionStatus) => ConnectionStatus)) => void,
  setError: (e: ProtocolError) => void,
): void {
  socket.on("connect", join);
  socket.on("disconnect", () => setStatus("reconnecting"));
  socket.io.on("reconnect_attempt", () => setStatus("reconnecting"));
  socket.on("connect_error", (e: Error & { data?: unknown }) => {
    const refusal = protocolErrorSchema.safeParse(e.data);
    if (refusal.success) {
      setError(refusal.data);
      setStatus("failed");
      return;
    }
    setStatus((s) => (s === "connected" ? "reconnecting" : s));
  });
}

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
  const [evicted, setEvicted] = useState(false);
  const [reactions, setReactions] = useState<readonly Reaction[]>([]);
  const socketRef = useRef<ClientSocket | null>(null);
  const seqRef = useRef<number | null>(null);

  useEffect(() => {
    setEvicted(false);
    if (tableId === null) return;
    const socket: ClientSocket = io({
      path: SOCKET_PATH,
      transports: ["websocket", "polling"],
      auth: { device: deviceId() },
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
          setStatus("connected");
        } else {
          setJoinError(reply.error);
          setStatus("failed");
        }
      });
    };
    followConnection(socket, join, setStatus, setJoinError);
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
    socket.on("evicted", (e) => {
      if (e.tableId !== tableId) return;
      // No re-join with a dead token on the next reconnect.
      socket.off("connect", join);
      setSeat(null);
      setEvicted(true);
    });
    socket.on("emote", (e) => {
      if (e.tableId !== tableId) return;
      const r: Reaction = { id: nextReaction++, seat: e.seat, emote: e.emote };
      setReactions((rs) => [...rs, r].slice(-MAX_REACTIONS));
      setTimeout(() => setReactions((rs) => rs.filter((x) => x.id !== r.id)), REACTION_MS);
    });
    return () => {
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

  return { status, frame, table, seat, joinError, evicted, act, reactions, react };
}
