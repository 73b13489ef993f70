// A typed socket.io connection to a table (live play, docs/protocol.md): join, act, leave
// and the server's pushes. Used by `numbers join`, the server's tests and its load benchmark;
// a subpath of its own (`@number-games/protocol/socket-client`) so that importing the protocol
// does not load socket.io-client.

import type { Socket } from "socket.io-client";
import { io } from "socket.io-client";
import type { ClassDashboard } from "./class-dashboard";
import type { ClassPodium } from "./class-leaderboard";
import type { ClassJoinReply } from "./class-socket";
import type { StudentView } from "./classes";
import { PROTOCOL_VERSION } from "./limits";
import { RECONNECT_OPTIONS } from "./reconnect";
import type {
  ActReply,
  ClientToServerEvents,
  Emote,
  EmoteEvent,
  EmoteReply,
  EvictedEvent,
  JoinReply,
  ObservationFrame,
  PresenceEvent,
  ServerToClientEvents,
  SimpleReply,
} from "./socket";
import type { TableInfo } from "./tables";

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface TableClientOptions {
  /** Ack timeout in ms (default 10 s). */
  readonly timeoutMs?: number;
  /** Default ["websocket"]. */
  readonly transports?: ("websocket" | "polling")[];
  /**
   * socket.io-client reconnection after a lost line, with the protocol's backoff (default
   * false: callers decide); `keepReconnecting` (reconnect.ts) adds a server's own ends.
   */
  readonly reconnection?: boolean;
  /** This device's id (DEVICE_ID_PATTERN), sent in the handshake. */
  readonly device?: string;
}

export interface TableClient {
  readonly socket: ClientSocket;
  join(
    tableId: string,
    who: { seatToken: string } | { spectate: true; token?: string },
    lastSeq?: number,
  ): Promise<JoinReply>;
  act(tableId: string, seq: number, action: unknown): Promise<ActReply>;
  leave(tableId: string): Promise<void>;
  /** A reaction from this connection's seat (docs/protocol.md, "Reactions"). */
  emote(tableId: string, emote: Emote): Promise<EmoteReply>;
  onEmote(listener: (event: EmoteEvent) => void): void;
  onFrame(listener: (frame: ObservationFrame) => void): void;
  onTable(listener: (table: TableInfo) => void): void;
  /** The host kicked this connection's seat: nothing more comes from that table. */
  onEvicted(listener: (event: EvictedEvent) => void): void;
  /** A seat's player left or came back (docs/protocol.md, "Presence"). */
  onPresence(listener: (event: PresenceEvent) => void): void;
  /** This connection's seat gives up: the game ends, every other seat wins. */
  resign(tableId: string): Promise<SimpleReply>;
  /** The players still here claim the win over the seats away for the grace time. */
  claimWin(tableId: string): Promise<SimpleReply>;
  /** The computer plays an away player's seat until they come back. */
  handOver(tableId: string, seat: number): Promise<SimpleReply>;
  /** Asks to take back this seat's last move: every other person must agree. */
  takeback(tableId: string): Promise<SimpleReply>;
  /** Agrees to (or declines) another player's open takeback request. */
  answerTakeback(tableId: string, agree: boolean): Promise<SimpleReply>;
  /** Subscribes to a class as its teacher or a student (by the token's role). */
  joinClass(classId: string, token: string): Promise<ClassJoinReply>;
  onClassDashboard(listener: (dashboard: ClassDashboard) => void): void;
  onClassStudent(listener: (student: StudentView) => void): void;
  onClassPodium(listener: (podium: ClassPodium) => void): void;
  close(): void;
}

/** Connects a socket and resolves once it is connected. */
export function connectTable(url: string, options: TableClientOptions = {}): Promise<TableClient> {
  const timeout = options.timeoutMs ?? 10_000;
  const socket: ClientSocket = io(url, {
    transports: options.transports ?? ["websocket"],
    ...(options.reconnection === true ? RECONNECT_OPTIONS : { reconnection: false }),
    forceNew: true,
    ...(options.device !== undefined ? { auth: { device: options.device } } : {}),
  });
  const client: TableClient = {
    socket,
    join(tableId, who, lastSeq) {
      return socket.timeout(timeout).emitWithAck("join", {
        protocolVersion: PROTOCOL_VERSION,
        tableId,
        ...who,
        ...(lastSeq !== undefined ? { lastSeq } : {}),
      } as Parameters<ClientToServerEvents["join"]>[0]);
    },
    act(tableId, seq, action) {
      return socket.timeout(timeout).emitWithAck("act", { tableId, seq, action });
    },
    async leave(tableId) {
      await socket.timeout(timeout).emitWithAck("leave", { tableId });
    },
    emote(tableId, emote) {
      return socket.timeout(timeout).emitWithAck("emote", { tableId, emote });
    },
    onEmote(listener) {
      socket.on("emote", listener);
    },
    onFrame(listener) {
      socket.on("observation", listener);
    },
    onTable(listener) {
      socket.on("table", listener);
    },
    onEvicted(listener) {
      socket.on("evicted", listener);
    },
    onPresence(listener) {
      socket.on("presence", listener);
    },
    resign(tableId) {
      return socket.timeout(timeout).emitWithAck("resign", { tableId });
    },
    claimWin(tableId) {
      return socket.timeout(timeout).emitWithAck("claimWin", { tableId });
    },
    handOver(tableId, seat) {
      return socket.timeout(timeout).emitWithAck("handOver", { tableId, seat });
    },
    takeback(tableId) {
      return socket.timeout(timeout).emitWithAck("takeback", { tableId });
    },
    answerTakeback(tableId, agree) {
      return socket.timeout(timeout).emitWithAck("takebackAnswer", { tableId, agree });
    },
    joinClass(classId, token) {
      return socket
        .timeout(timeout)
        .emitWithAck("classJoin", { protocolVersion: PROTOCOL_VERSION, classId, token });
    },
    onClassDashboard(listener) {
      socket.on("classDashboard", listener);
    },
    onClassStudent(listener) {
      socket.on("classStudent", listener);
    },
    onClassPodium(listener) {
      socket.on("classPodium", listener);
    },
    close() {
      socket.disconnect();
    },
  };
  return new Promise((resolve, reject) => {
    const failed = (e: Error) => {
      socket.disconnect();
      reject(e);
    };
    socket.once("connect", () => {
      // Only the first connection may fail the promise: a later failed reconnect attempt
      // must not end a connection that retries by itself.
      socket.off("connect_error", failed);
      resolve(client);
    });
    socket.once("connect_error", failed);
  });
}
