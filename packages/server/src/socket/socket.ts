// Live play over socket.io: validates every message, binds a connection to the seats it
// proved with a seat token, rate-limits per connection, and turns service frames into
// room emissions (one room per seat, one for spectators, one per table for lobby news).
// A kicked seat's connections are told (`evicted`) and leave all three. A seated player's
// table-wide acts (resign, claim the win over a player who left, hand a left player's seat to
// the computer, ask for a takeback and answer one) need the connection to still hold its seat;
// the table service decides the rest (`attachSeatActions`).

import type { Viewer } from "@number-games/engine";
import type {
  EvictedEvent,
  EvictionReason,
  JoinReply,
  ObservationFrame,
  PresenceEvent,
  ProtocolError,
  SimpleReply,
  TableInfo,
} from "@number-games/protocol";
import {
  actRequestSchema,
  classJoinRequestSchema,
  emoteRequestSchema,
  handOverRequestSchema,
  joinRequestSchema,
  leaveRequestSchema,
  tableRequestSchema,
  takebackAnswerSchema,
} from "@number-games/protocol";
import type { Server, Socket } from "socket.io";
import type { z } from "zod";
import type { ClassNotifier, ClassService } from "../classes/service";
import { seatReactions, TokenBucket } from "../limits/token-bucket";
import { isStorageUnavailable, storageUnavailable } from "../storage/outage";
import type { Logger, Notifier, SeatBinding, TableService, TableUpdate } from "../tables/service";
import type { CommandGate } from "./drain";
import { restartingError } from "./drain";
import type { Reply } from "./socket-replies";
import { failure, joinRequest, shapeError } from "./socket-replies";

export function seatRoom(tableId: string, viewer: Viewer): string {
  return `${tableId}:${viewer}`;
}

/** Every room a connection holding `seat` may be in: the table's, the seat's, the spectators'. */
function tableRooms(tableId: string, seat: number): string[] {
  return [tableId, seatRoom(tableId, seat), seatRoom(tableId, "spectator")];
}

/** The server-side event that carries table updates between processes (Redis adapter). */
const TABLE_UPDATES = "ng:table-updates";
/** The server-side event that names tables deleted from storage (tables/cluster.ts). */
const TABLES_DELETED = "ng:tables-deleted";
/** The server-side event that names classes deleted from storage (classes/retention.ts). */
const CLASSES_DELETED = "ng:classes-deleted";

/**
 * Sends frames to this process's members of a seat's room only. With the Redis adapter
 * (`shared`), the other processes learn of a table's new rows from one small update per table
 * (batched per tick into one Redis message) and send their own members' frames: no frame is
 * computed for a room without members here, and none crosses Redis.
 */
export function roomNotifier(io: Server, options: { readonly shared: boolean }): Notifier {
  let outbox: TableUpdate[] = [];
  const flush = () => {
    const batch = outbox;
    outbox = [];
    io.serverSideEmit(TABLE_UPDATES, batch);
  };
  return {
    hasAudience(tableId: string, viewer: Viewer) {
      return (io.sockets.adapter.rooms.get(seatRoom(tableId, viewer))?.size ?? 0) > 0;
    },
    frame(tableId: string, viewer: Viewer, frame: ObservationFrame) {
      io.local.to(seatRoom(tableId, viewer)).emit("observation", frame);
    },
    ...(options.shared
      ? {
          publish(update: TableUpdate) {
            if (outbox.push(update) === 1) setImmediate(flush);
          },
          deleted(tableIds: readonly string[]) {
            io.serverSideEmit(TABLES_DELETED, tableIds);
          },
        }
      : {}),
    table(info: TableInfo) {
      io.to(info.id).emit("table", info);
    },
    presence(tableId, presence) {
      // Everyone at the table, seats and spectators, on every process (through the adapter).
      const event: PresenceEvent = { tableId, seat: presence.seat, awaySince: presence.awaySince };
      io.to(tableId).emit("presence", event);
    },
    evictSeat(tableId: string, seat: number, reason: EvictionReason) {
      const room = seatRoom(tableId, seat);
      const event: EvictedEvent = { tableId, seat, reason };
      // Told first, then out of every room of the table, on every process (both go through
      // the adapter, in this order): no frame, lobby news, seed, result or rematch link after.
      io.to(room).emit("evicted", event);
      io.in(room).socketsLeave(tableRooms(tableId, seat));
    },
  };
}

/**
 * Passes the other processes' table updates (`roomNotifier`'s `publish`) and deleted tables
 * (its `deleted`) to the service.
 */
export function receiveTableUpdates(io: Server, service: TableService, logger: Logger): void {
  io.on(TABLE_UPDATES, (batch: unknown) => {
    if (!Array.isArray(batch)) return;
    for (const update of batch as TableUpdate[]) {
      service.applyRemote(update).catch((e: unknown) =>
        logger.error("could not apply a table update", {
          table: update?.tableId,
          error: String(e),
        }),
      );
    }
  });
  io.on(TABLES_DELETED, (ids: unknown) => {
    if (!Array.isArray(ids)) return;
    service.forgetDeleted(ids.filter((id): id is string => typeof id === "string"));
  });
}

/**
 * Updates that other processes publish while this process's Redis subscription is down never
 * arrive. When the subscriber connection is back (ioredis re-sends SUBSCRIBE on "ready"; a PING
 * sent after it is answered once the subscription is active again), the service reads storage
 * for every table it holds (`TableService.resync`), so its players are not left waiting on a
 * position that moved on.
 */
export function resyncAfterResubscribe(
  sub: { on(event: "close" | "ready", fn: () => void): unknown; ping(): Promise<unknown> },
  service: TableService,
  logger: Logger,
): void {
  let lost = false;
  sub.on("close", () => {
    lost = true;
  });
  sub.on("ready", () => {
    if (!lost) return;
    lost = false;
    setImmediate(() => {
      sub
        .ping()
        .then(() => service.resync())
        .then(
          (n) => {
            if (n > 0)
              logger.warn("caught up after the Redis subscription was lost", { tables: n });
          },
          (e: unknown) =>
            logger.error("could not catch up after the Redis subscription was lost", {
              error: String(e),
            }),
        );
    });
  });
}

/** Is any socket, on any process (through the adapter), joined to this seat's room? */
export function seatPresence(io: Server): (tableId: string, seat: number) => Promise<boolean> {
  return async (tableId, seat) => (await io.in(seatRoom(tableId, seat)).fetchSockets()).length > 0;
}

/** A class's teacher connections. */
export function teacherRoom(classId: string): string {
  return `class:${classId}:t`;
}

/** One student's connections. */
export function studentRoom(classId: string, studentId: string): string {
  return `class:${classId}:s:${studentId}`;
}

/** Classes with a teacher or student connected to this process (metrics). */
export function classesWithConnections(io: Server): number {
  const classes = new Set<string>();
  for (const room of io.sockets.adapter.rooms.keys()) {
    const m = /^class:(.+):(?:t|students)$/.exec(room);
    if (m) classes.add(m[1]!);
  }
  return classes.size;
}

/** Every student connection of a class (the podium). */
const studentsRoom = (classId: string) => `class:${classId}:students`;

/** Class pushes as socket.io room emissions (through the adapter: every process's members). */
export function classNotifier(io: Server, options: { readonly shared: boolean }): ClassNotifier {
  const size = (room: string) => io.sockets.adapter.rooms.get(room)?.size ?? 0;
  return {
    dashboard(classId, dashboard) {
      io.to(teacherRoom(classId)).emit("classDashboard", dashboard);
    },
    hasTeacher(classId) {
      // Other processes' teachers count too: with Redis, a push built here for nobody costs
      // only a few reads.
      return options.shared || size(teacherRoom(classId)) > 0;
    },
    student(classId, view) {
      io.to(studentRoom(classId, view.studentId)).emit("classStudent", view);
    },
    podium(classId, podium) {
      io.to(studentsRoom(classId)).emit("classPodium", podium);
    },
    dropStudent(classId, studentId) {
      const own = studentRoom(classId, studentId);
      io.in(own).socketsLeave([own, studentsRoom(classId)]);
    },
    studentConnected(classId, studentId) {
      return size(studentRoom(classId, studentId)) > 0;
    },
    ...(options.shared
      ? {
          deleted(classIds: readonly string[]) {
            io.serverSideEmit(CLASSES_DELETED, classIds);
          },
        }
      : {}),
  };
}

/** Passes the classes other processes deleted (`classNotifier`'s `deleted`) to the service. */
export function receiveClassDeletions(io: Server, classes: ClassService): void {
  io.on(CLASSES_DELETED, (ids: unknown) => {
    if (!Array.isArray(ids)) return;
    classes.forgetDeleted(ids.filter((id): id is string => typeof id === "string"));
  });
}

export interface SocketOptions {
  readonly messagesPerSecond: number;
  readonly burst: number;
  readonly logger: Logger;
  /** The class authority (`classJoin`), if the server runs classes. */
  readonly classes?: ClassService;
  /** The commands in progress, which a drain lets finish and then refuses (drain.ts). */
  readonly gate?: CommandGate;
  /** Each `act` answered (metrics): accepted or not, seconds from the message to the ack. */
  readonly actAnswered?: (accepted: boolean, seconds: number) => void;
}

/** How many tables one connection may be bound to (a benchmark client plays many). */
const MAX_TABLES_PER_CONNECTION = 5000;
const KNOWN_EVENTS = new Set([
  "join",
  "act",
  "leave",
  "emote",
  "classJoin",
  "resign",
  "claimWin",
  "handOver",
]);

export function attachGateway(io: Server, service: TableService, options: SocketOptions): void {
  const reactionAllowed = seatReactions();
  io.on("connection", (socket: Socket) => {
    const bindings = new Map<string, SeatBinding | null>();
    const bucket = new TokenBucket(options.messagesPerSecond, options.burst);
    let refused = 0;

    const limited = (): boolean => {
      if (bucket.take()) return false;
      // A client that keeps hammering after being told is cut off.
      if (++refused > options.burst * 4) socket.disconnect(true);
      return true;
    };

    const handle =
      (handler: (payload: unknown) => Promise<Reply>) =>
      (...args: unknown[]): void => {
        const last = args[args.length - 1];
        const ack = typeof last === "function" ? (last as (r: Reply) => void) : () => {};
        if (limited()) {
          ack(failure("ERR_RATE_LIMITED", "too many messages; slow down"));
          return;
        }
        const gate = options.gate;
        if (gate !== undefined && !gate.enter()) {
          ack({ ok: false, error: restartingError() });
          return;
        }
        handler(args[0])
          .then(ack, (e: unknown) => {
            // Storage away: the store logs the outage once; each refused message is not news.
            if (isStorageUnavailable(e)) {
              ack({ ok: false, error: storageUnavailable() });
              return;
            }
            options.logger.error("socket handler failed", { error: String(e) });
            ack(failure("ERR_INTERNAL", "the server failed; nothing was changed"));
          })
          .finally(() => gate?.leave());
      };

    socket.onAny((event: unknown) => {
      if (typeof event !== "string" || !KNOWN_EVENTS.has(event)) limited();
    });

    /** This connection no longer holds `seat` of `tableId`: the seat may be away now. */
    const left = (tableId: string, binding: SeatBinding | null | undefined) => {
      if (binding === null || binding === undefined) return;
      service
        .seatLeft(tableId, binding.seat)
        .catch((e: unknown) =>
          options.logger.warn("could not mark a seat away", { table: tableId, error: String(e) }),
        );
    };
    socket.on("disconnect", () => {
      for (const [tableId, binding] of bindings) left(tableId, binding);
    });

    socket.on(
      "join",
      handle(async (payload): Promise<JoinReply> => {
        const joining = joinRequest(joinRequestSchema, payload);
        if (!joining.ok) return joining;
        const req = joining.request;
        if (!bindings.has(req.tableId) && bindings.size >= MAX_TABLES_PER_CONNECTION) {
          return failure("ERR_RATE_LIMITED", "this connection has joined too many tables");
        }
        let binding: SeatBinding | null = null;
        if ("seatToken" in req) {
          const auth = await service.authenticate(req.tableId, req.seatToken);
          if (!auth.ok) {
            // A class student's old device (moved with a move code) hears why: ERR_MOVED.
            const why = await options.classes?.seatRefused(req.tableId, req.seatToken, auth.error);
            return { ok: false, error: why ?? auth.error };
          }
          binding = auth.value;
        }
        const viewer: Viewer = binding === null ? "spectator" : binding.seat;
        const before = bindings.get(req.tableId);
        const joined = await service.join(
          req.tableId,
          binding,
          () => {
            for (const room of socket.rooms) {
              if (room.startsWith(`${req.tableId}:`)) socket.leave(room);
            }
            socket.join([req.tableId, seatRoom(req.tableId, viewer)]);
            bindings.set(req.tableId, binding);
          },
          "token" in req ? (req.token ?? null) : null,
        );
        if (!joined.ok) return { ok: false, error: joined.error };
        // Joined again as another seat (or to watch): the seat held before may be away now.
        if (before && before.seat !== binding?.seat) left(req.tableId, before);
        if (joined.value.frame !== null) socket.emit("observation", joined.value.frame);
        return {
          ok: true,
          tableId: req.tableId,
          seat: binding?.seat ?? null,
          seq: joined.value.table.seq,
          table: joined.value.table,
          presence: joined.value.presence,
          ...(joined.value.returned !== undefined ? { returned: joined.value.returned } : {}),
        };
      }),
    );

    socket.on(
      "act",
      handle(async (payload) => {
        const received = performance.now();
        const reply = await act(payload);
        options.actAnswered?.(reply.ok === true, (performance.now() - received) / 1000);
        return reply;
      }),
    );
    const act = async (payload: unknown): Promise<Reply> => {
      const parsed = actRequestSchema.safeParse(payload);
      if (!parsed.success) return failure("ERR_MALFORMED", shapeError(parsed.error.issues));
      const req = parsed.data;
      const binding = bindings.get(req.tableId);
      if (binding === undefined) {
        return failure("ERR_NOT_SEATED", "join this table with a seat token before acting");
      }
      if (binding === null) return failure("ERR_NOT_SEATED", "spectators cannot act");
      const res = await service.act(req.tableId, binding, req.seq, req.action);
      return res.ok ? { ok: true, seq: res.value.seq } : { ok: false, error: res.error };
    };

    socket.on(
      "emote",
      handle(async (payload) => {
        const parsed = emoteRequestSchema.safeParse(payload);
        if (!parsed.success) return failure("ERR_MALFORMED", shapeError(parsed.error.issues));
        const { tableId, emote } = parsed.data;
        const binding = bindings.get(tableId);
        // Seated, and still in the seat's room (a kicked seat's connections are not).
        if (
          binding === undefined ||
          binding === null ||
          !socket.rooms.has(seatRoom(tableId, binding.seat))
        ) {
          return failure("ERR_NOT_SEATED", "only a seated player can react");
        }
        if (!reactionAllowed(tableId, binding.seat)) {
          return failure("ERR_RATE_LIMITED", "one reaction a second");
        }
        io.to(tableId).emit("emote", { tableId, seat: binding.seat, emote });
        return { ok: true };
      }),
    );

    // A class subscription: the teacher's dashboard pushes, or one student's own.
    const classes = options.classes;
    const studentOf = new Map<string, string>();
    if (classes !== undefined) {
      socket.on(
        "classJoin",
        handle(async (payload) => {
          const joining = joinRequest(classJoinRequestSchema, payload);
          if (!joining.ok) return joining;
          const req = joining.request;
          const reply = await classes.subscribe(req.classId, req.token);
          if (!reply.ok) return reply;
          if (reply.role === "teacher") socket.join(teacherRoom(req.classId));
          else {
            const own = studentRoom(req.classId, reply.student.studentId);
            socket.join([own, studentsRoom(req.classId)]);
            studentOf.set(req.classId, reply.student.studentId);
            classes.presenceChanged(req.classId);
          }
          return reply;
        }),
      );
      socket.on("disconnect", () => {
        for (const classId of studentOf.keys()) classes.presenceChanged(classId);
      });
    }

    socket.on(
      "leave",
      handle(async (payload) => {
        const parsed = leaveRequestSchema.safeParse(payload);
        if (!parsed.success) return failure("ERR_MALFORMED", shapeError(parsed.error.issues));
        const { tableId } = parsed.data;
        for (const room of [...socket.rooms]) {
          if (room === tableId || room.startsWith(`${tableId}:`)) socket.leave(room);
        }
        const binding = bindings.get(tableId);
        bindings.delete(tableId);
        left(tableId, binding);
        return { ok: true };
      }),
    );

    attachSeatActions(socket, service, bindings, handle);
  });
}

/**
 * A seated player's table-wide acts: each needs this connection to still hold its seat (a
 * kicked or released seat's connections do not); the table service decides the rest (grace
 * time, presence, the table's rule for leavers).
 */
type Handle = (handler: (payload: unknown) => Promise<Reply>) => (...args: unknown[]) => void;

function attachSeatActions(
  socket: Socket,
  service: TableService,
  bindings: ReadonlyMap<string, SeatBinding | null>,
  handle: Handle,
): void {
  /**
   * The seat this connection holds at `tableId`, still in its room (a kicked or released
   * seat's connections are not), or why not.
   */
  const seated = (tableId: string): SeatBinding | SimpleReply => {
    const binding = bindings.get(tableId);
    if (binding === undefined || binding === null) {
      return failure("ERR_NOT_SEATED", "join this table with a seat token first");
    }
    if (!socket.rooms.has(seatRoom(tableId, binding.seat))) {
      return failure("ERR_NOT_SEATED", "this connection no longer holds a seat at this table");
    }
    return binding;
  };
  const answer = (r: { ok: true } | { ok: false; error: ProtocolError }): SimpleReply =>
    r.ok ? { ok: true } : { ok: false, error: r.error };

  /** A seated act: its request parsed, this connection's seat checked, then the service's. */
  const seatAct = <T extends { tableId: string }>(
    event: string,
    schema: z.ZodType<T>,
    act: (
      request: T,
      binding: SeatBinding,
    ) => Promise<{ ok: true } | { ok: false; error: ProtocolError }>,
  ) =>
    socket.on(
      event,
      handle(async (payload): Promise<SimpleReply> => {
        const parsed = schema.safeParse(payload);
        if (!parsed.success) return failure("ERR_MALFORMED", shapeError(parsed.error.issues));
        const binding = seated(parsed.data.tableId);
        if ("ok" in binding) return binding;
        return answer(await act(parsed.data, binding));
      }),
    );

  seatAct("resign", tableRequestSchema, (r, b) => service.resign(r.tableId, b));
  seatAct("claimWin", tableRequestSchema, (r, b) => service.claimWin(r.tableId, b));
  seatAct("handOver", handOverRequestSchema, (r, b) => service.handOver(r.tableId, b, r.seat));
  seatAct("takeback", tableRequestSchema, (r, b) => service.askTakeback(r.tableId, b));
  seatAct("takebackAnswer", takebackAnswerSchema, (r, b) =>
    service.answerTakeback(r.tableId, b, r.agree),
  );
}
