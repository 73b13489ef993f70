// Live players hear when this process's storage goes away and comes back (`serverStatus`):
// while it is away their moves answer ERR_STORAGE_UNAVAILABLE, and the page says why instead
// of going quiet. Each process tells its own connections what its own store says.

import type { ServerStatusEvent } from "@number-games/protocol";
import type { Server } from "socket.io";
import type { TableStore } from "../storage/types";

const status = (available: boolean): ServerStatusEvent => ({
  storage: available ? "available" : "unavailable",
});

export function announceStorage(io: Server, store: TableStore): () => void {
  io.on("connection", (socket) => {
    if (!store.available) socket.emit("serverStatus", status(false));
  });
  return store.onAvailability((available) => io.local.emit("serverStatus", status(available)));
}
