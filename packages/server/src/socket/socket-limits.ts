// Limits per client address on live play (the address decided like the HTTP limits': behind
// TRUST_PROXY, the client the proxy names). At most `maxSockets` places per address: the next
// connection that needs one is refused before it is connected, `connect_error` with
// `data = {code: "ERR_TOO_MANY_CONNECTIONS", message}`. A place is a device: connections that
// send the same device id in the handshake (`auth.device`, the web app's per-browser id)
// share one, up to SOCKETS_PER_DEVICE of them (a student's class page and table, a teacher's
// dashboard and a watched table); a connection without one takes a place of its own. So a
// class of 60 behind one school NAT fits twice over, and a script gains nothing by claiming
// devices: each new id is a new place.
//
// And one message budget shared by all of the address's connections, on top of each
// connection's own (socket.ts): without it, the cap would only divide a flood by the number
// of sockets, not bound it. The budget is kept after the address's last connection closes
// until it has refilled, so closing and reopening connections does not reset it.

import type { ProtocolError } from "@number-games/protocol";
import { parseDeviceId, protocolError } from "@number-games/protocol";
import type { Server } from "socket.io";
import type { ProxyTrust } from "../limits/client-address";
import { clientAddress } from "../limits/client-address";
import { TokenBucket } from "../limits/token-bucket";

/** SOCKETS_PER_ADDRESS's default: places (devices) per address. */
export const DEFAULT_SOCKETS_PER_ADDRESS = 120;
/** Connections one device may hold at once (tabs of one browser). */
export const SOCKETS_PER_DEVICE = 4;

export interface AddressLimits {
  /** Places (devices, or connections without a device id) per client address. */
  readonly maxSockets: number;
  /** Messages per second from all of an address's connections together (burst: twice). */
  readonly messagesPerSecond: number;
  /** TRUST_PROXY, compiled. */
  readonly trust: ProxyTrust;
}

/** Refusals in a row after which a connection that keeps sending is cut off. */
const CUT_OFF_AFTER = 100;

interface Address {
  /** Live connections. */
  live: number;
  /** Places taken by connections without a device id. */
  anonymous: number;
  /** Live connections of each device. */
  readonly devices: Map<string, number>;
  readonly messages: TokenBucket;
  /** Set while no connection is live: forgets the address once its budget is full again. */
  forget: NodeJS.Timeout | null;
}

function tooMany(message: string): Error & { data: ProtocolError } {
  const refused = new Error("too many connections from this address") as Error & {
    data: ProtocolError;
  };
  refused.data = protocolError("ERR_TOO_MANY_CONNECTIONS", message);
  return refused;
}

/** Installs the limits as socket.io middleware (connections) and socket middleware (messages). */
export function limitPerAddress(io: Server, limits: AddressLimits): void {
  const addresses = new Map<string, Address>();
  io.use((socket, next) => {
    // Closed while waiting: socket.io drops it without a "disconnect", so it takes no place.
    if (socket.conn.readyState !== "open") return next();
    const key = clientAddress(
      socket.handshake.address,
      socket.handshake.headers["x-forwarded-for"],
      limits.trust,
    );
    const address = addresses.get(key) ?? {
      live: 0,
      anonymous: 0,
      devices: new Map<string, number>(),
      messages: new TokenBucket(limits.messagesPerSecond, limits.messagesPerSecond * 2),
      forget: null,
    };
    const device = parseDeviceId(socket.handshake.auth);
    const ofDevice = device === null ? 0 : (address.devices.get(device) ?? 0);
    if (ofDevice >= SOCKETS_PER_DEVICE) {
      return next(
        tooMany(`at most ${SOCKETS_PER_DEVICE} connections per device; close a tab and try again`),
      );
    }
    const needsPlace = device === null || ofDevice === 0;
    if (needsPlace && address.anonymous + address.devices.size >= limits.maxSockets) {
      return next(
        tooMany(`at most ${limits.maxSockets} connections per address; close one and try again`),
      );
    }
    address.live++;
    if (device === null) address.anonymous++;
    else address.devices.set(device, ofDevice + 1);
    if (address.forget !== null) clearTimeout(address.forget);
    address.forget = null;
    addresses.set(key, address);
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      if (device === null) address.anonymous--;
      else {
        const left = (address.devices.get(device) ?? 1) - 1;
        if (left === 0) address.devices.delete(device);
        else address.devices.set(device, left);
      }
      if (--address.live > 0) return;
      // The budget outlives the connections until it has refilled: reconnecting buys nothing.
      address.forget = setTimeout(() => {
        if (address.live === 0) addresses.delete(key);
      }, address.messages.fullIn());
      address.forget.unref?.();
    };
    // Whichever comes first: the namespace's disconnect, or the transport's close (which
    // also covers a connection closed before socket.io finished connecting it).
    socket.once("disconnect", release);
    socket.conn.once("close", release);

    let refusedInARow = 0;
    socket.use((packet, pass) => {
      if (address.messages.take()) {
        refusedInARow = 0;
        return pass();
      }
      const ack = packet[packet.length - 1];
      if (typeof ack === "function") {
        ack({
          ok: false,
          error: protocolError(
            "ERR_RATE_LIMITED",
            "too many messages from this address; slow down",
          ),
        });
      }
      if (++refusedInARow > CUT_OFF_AFTER) socket.disconnect(true);
    });
    next();
  });
}
