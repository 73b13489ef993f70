// Which origin a page's share links and QR codes name, and whether phones can open it at all.
// The server names the address other devices use (PUBLIC_URL, or its LAN address for a page
// opened at localhost: GET /api/server). When it names none and this page is itself at a
// loopback name (localhost, 127.0.0.1), the server is reachable from this computer only
// (HOST=127.0.0.1, or no network): a link or QR code would name an address no phone can
// open, so the page says so instead.

import { isLoopbackHostname } from "@number-games/protocol/light";

/** Where share links point: an origin phones can open, or none yet or at all. */
export type ShareTarget =
  | { readonly kind: "pending" }
  | { readonly kind: "link"; readonly origin: string }
  | { readonly kind: "this-computer-only"; readonly origin: string };

/**
 * The share target for a page at `page` given the server's answer: `undefined` while it is
 * not known (a page at a LAN name shares its own origin meanwhile; a loopback page waits),
 * `null` when the server names no other origin (or could not be asked).
 */
export function shareTarget(
  page: { readonly origin: string; readonly hostname: string },
  serverOrigin: string | null | undefined,
): ShareTarget {
  if (typeof serverOrigin === "string" && serverOrigin !== "")
    return { kind: "link", origin: serverOrigin };
  if (!isLoopbackHostname(page.hostname)) return { kind: "link", origin: page.origin };
  return serverOrigin === undefined
    ? { kind: "pending" }
    : { kind: "this-computer-only", origin: page.origin };
}
