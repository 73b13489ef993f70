// A seated player's table-wide acts over the socket (issue #24): resign, claim the win over a
// player who left, hand a left player's seat to the computer, ask for a takeback and answer one. Each needs this connection to
// still hold its seat (a kicked or released seat's connections do not); the table service
// decides the rest (grace time, presence, the table's rule for leavers).

import type { ProtocolError, SimpleReply } from "@number-games/protocol";
import {
  handOverRequestSchema,
  tableRequestSchema,
  takebackAnswerSchema,
} from "@number-games/protocol";
import type { Socket } from "socket.io";
import { seatRoom } from "./socket";
import type { Reply } from "./socket-replies";
import { failure, shapeError } from "./socket-replies";
import type { SeatBinding, TableService } from "./tables/service";

type Handle = (handler: (payload: unknown) => Promise<Reply>) => (...args: unknown[]) => void;

export function attachSeatActions(
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

  socket.on(
    "resign",
    handle(async (payload): Promise<SimpleReply> => {
      const parsed = tableRequestSchema.safeParse(payload);
      if (!parsed.success) return failure("ERR_MALFORMED", shapeError(parsed.error.issues));
      const binding = seated(parsed.data.tableId);
      if ("ok" in binding) return binding;
      return answer(await service.resign(parsed.data.tableId, binding));
    }),
  );

  socket.on(
    "claimWin",
    handle(async (payload): Promise<SimpleReply> => {
      const parsed = tableRequestSchema.safeParse(payload);
      if (!parsed.success) return failure("ERR_MALFORMED", shapeError(parsed.error.issues));
      const binding = seated(parsed.data.tableId);
      if ("ok" in binding) return binding;
      return answer(await service.claimWin(parsed.data.tableId, binding));
    }),
  );

  socket.on(
    "handOver",
    handle(async (payload): Promise<SimpleReply> => {
      const parsed = handOverRequestSchema.safeParse(payload);
      if (!parsed.success) return failure("ERR_MALFORMED", shapeError(parsed.error.issues));
      const binding = seated(parsed.data.tableId);
      if ("ok" in binding) return binding;
      return answer(await service.handOver(parsed.data.tableId, binding, parsed.data.seat));
    }),
  );

  socket.on(
    "takeback",
    handle(async (payload): Promise<SimpleReply> => {
      const parsed = tableRequestSchema.safeParse(payload);
      if (!parsed.success) return failure("ERR_MALFORMED", shapeError(parsed.error.issues));
      const binding = seated(parsed.data.tableId);
      if ("ok" in binding) return binding;
      return answer(await service.askTakeback(parsed.data.tableId, binding));
    }),
  );

  socket.on(
    "takebackAnswer",
    handle(async (payload): Promise<SimpleReply> => {
      const parsed = takebackAnswerSchema.safeParse(payload);
      if (!parsed.success) return failure("ERR_MALFORMED", shapeError(parsed.error.issues));
      const binding = seated(parsed.data.tableId);
      if ("ok" in binding) return binding;
      return answer(await service.answerTakeback(parsed.data.tableId, binding, parsed.data.agree));
    }),
  );
}
