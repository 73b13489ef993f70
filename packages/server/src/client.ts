// A small Node client for the server: the HTTP API as Result-returning calls and a typed
// socket.io connection. Used by `numbers join`, the tests and the load benchmark (the web
// app has its own browser client over the same protocol).

import type { Result } from "@number-games/engine";
import type {
  ActReply,
  ClaimSeatResponse,
  ClientToServerEvents,
  CreateTableRequest,
  CreateTableResponse,
  EvictedEvent,
  JoinReply,
  ListTablesResponse,
  ObservationFrame,
  ProtocolError,
  RematchResponse,
  SeatBotLevel,
  ServerToClientEvents,
  TableInfo,
  TableRecord,
} from "@number-games/protocol";
import { PROTOCOL_VERSION, protocolError } from "@number-games/protocol";
import type { Socket } from "socket.io-client";
import { io } from "socket.io-client";

export class ApiClient {
  constructor(readonly baseUrl: string) {}

  private async call<T>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<Result<T, ProtocolError>> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers["content-type"] = "application/json";
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    let res: Response;
    try {
      res = await fetch(new URL(path, this.baseUrl), {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    } catch (e) {
      return {
        ok: false,
        error: protocolError("ERR_INTERNAL", `cannot reach ${this.baseUrl}: ${String(e)}`),
      };
    }
    const json = (await res.json().catch(() => null)) as unknown;
    if (res.ok) return { ok: true, value: json as T };
    const error = (json as { error?: ProtocolError } | null)?.error;
    return {
      ok: false,
      error: error ?? protocolError("ERR_INTERNAL", `HTTP ${res.status} from ${this.baseUrl}`),
    };
  }

  createTable(req: CreateTableRequest) {
    return this.call<CreateTableResponse>("POST", "/api/tables", req);
  }
  listTables() {
    return this.call<ListTablesResponse>("GET", "/api/tables");
  }
  /** By table id or join code; a private table's seed, result and rematch need a seat token. */
  table(ref: string, seatToken?: string) {
    return this.call<TableInfo>(
      "GET",
      `/api/tables/${encodeURIComponent(ref)}`,
      undefined,
      seatToken,
    );
  }
  claim(tableId: string, name: string, seat?: number) {
    return this.call<ClaimSeatResponse>("POST", `/api/tables/${tableId}/claim`, {
      name,
      ...(seat !== undefined ? { seat } : {}),
    });
  }
  /** A seat's answer to the start race (the seat token proves the seat). */
  race(tableId: string, seatToken: string, answer: number) {
    return this.call<TableInfo>("POST", `/api/tables/${tableId}/race`, { answer }, seatToken);
  }
  /** A seat of a finished table joins (or first creates) its rematch. */
  rematch(tableId: string, seatToken: string) {
    return this.call<RematchResponse>(
      "POST",
      `/api/tables/${tableId}/rematch`,
      undefined,
      seatToken,
    );
  }

  start(tableId: string, hostToken: string) {
    return this.call<TableInfo>("POST", `/api/tables/${tableId}/start`, undefined, hostToken);
  }
  setBot(tableId: string, hostToken: string, seat: number, level: SeatBotLevel) {
    return this.call<TableInfo>(
      "PUT",
      `/api/tables/${tableId}/seats/${seat}/bot`,
      { level },
      hostToken,
    );
  }
  removeBot(tableId: string, hostToken: string, seat: number) {
    return this.call<TableInfo>(
      "DELETE",
      `/api/tables/${tableId}/seats/${seat}/bot`,
      undefined,
      hostToken,
    );
  }
  kick(tableId: string, hostToken: string, seat: number) {
    return this.call<TableInfo>(
      "POST",
      `/api/tables/${tableId}/seats/${seat}/kick`,
      undefined,
      hostToken,
    );
  }
  /** A private table's record needs one of its seat tokens. */
  record(tableId: string, seatToken?: string) {
    return this.call<TableRecord>("GET", `/api/tables/${tableId}/record`, undefined, seatToken);
  }
}

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface TableClientOptions {
  /** Ack timeout in ms (default 10 s). */
  readonly timeoutMs?: number;
  /** Default ["websocket"]. */
  readonly transports?: ("websocket" | "polling")[];
  /** socket.io-client reconnection (default false: callers decide). */
  readonly reconnection?: boolean;
}

export interface TableClient {
  readonly socket: ClientSocket;
  join(
    tableId: string,
    who: { seatToken: string } | { spectate: true },
    lastSeq?: number,
  ): Promise<JoinReply>;
  act(tableId: string, seq: number, action: unknown): Promise<ActReply>;
  leave(tableId: string): Promise<void>;
  onFrame(listener: (frame: ObservationFrame) => void): void;
  onTable(listener: (table: TableInfo) => void): void;
  /** The host kicked this connection's seat: nothing more comes from that table. */
  onEvicted(listener: (event: EvictedEvent) => void): void;
  close(): void;
}

/** Connects a socket and resolves once it is connected. */
export function connectTable(url: string, options: TableClientOptions = {}): Promise<TableClient> {
  const timeout = options.timeoutMs ?? 10_000;
  const socket: ClientSocket = io(url, {
    transports: options.transports ?? ["websocket"],
    reconnection: options.reconnection ?? false,
    forceNew: true,
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
    onFrame(listener) {
      socket.on("observation", listener);
    },
    onTable(listener) {
      socket.on("table", listener);
    },
    onEvicted(listener) {
      socket.on("evicted", listener);
    },
    close() {
      socket.disconnect();
    },
  };
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(client));
    socket.once("connect_error", (e) => {
      socket.disconnect();
      reject(e);
    });
  });
}
