// Where players' devices reach this server. A classroom runs it with HOST=0.0.0.0 on the
// teacher's machine; the teacher's own browser may open it at localhost, but the share link
// and QR code must name an address the tablets can reach: PUBLIC_URL when set, else this
// machine's LAN address when the server listens on every interface.

import { networkInterfaces } from "node:os";
import { ConfigError } from "./config-error";

/** This machine's non-internal IPv4 addresses, in the order the system lists them. */
export function lanAddresses(): string[] {
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) {
      if (a.family === "IPv4" && !a.internal) out.push(a.address);
    }
  }
  return out;
}

/** A listen address that accepts connections on every interface. */
export function isWildcardHost(host: string): boolean {
  return host === "0.0.0.0" || host === "::" || host === "[::]";
}

/** localhost, *.localhost, 127.0.0.0/8 and ::1: names only this machine can use. */
export function isLoopbackHostname(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return (
    h === "localhost" ||
    h.endsWith(".localhost") ||
    /^127(\.\d{1,3}){3}$/.test(h) ||
    h === "::1" ||
    h === "0:0:0:0:0:0:0:1"
  );
}

/**
 * PUBLIC_URL as an origin (`http://192.168.1.20:8080`); a path, query or credentials are
 * refused, since share links are built as origin + `/t/CODE`.
 */
export function parsePublicUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(
      `PUBLIC_URL must be an http(s) address such as http://192.168.1.20:8080, not ${JSON.stringify(raw)}`,
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ConfigError(
      `PUBLIC_URL must start with http:// or https://, not ${JSON.stringify(raw)}`,
    );
  }
  if ((url.pathname !== "/" && url.pathname !== "") || url.search || url.hash || url.username) {
    throw new ConfigError(
      `PUBLIC_URL is an origin only (scheme, host, port), not ${JSON.stringify(raw)}`,
    );
  }
  return url.origin;
}

/** Which origin share links of a page use (`ServerInfo.shareOrigin`). */
export interface ShareOrigins {
  /** PUBLIC_URL: always used. */
  readonly publicUrl: string | null;
  /** This machine's LAN address (listening on every interface): used by loopback pages. */
  readonly lanUrl: string | null;
}

/**
 * The origin for share links shown to a page loaded from `requestHost` (the Host header) by
 * a browser at `remoteAddress`: PUBLIC_URL if set; else, for a page at a loopback name opened
 * on this very machine, the LAN address; else null (the page's own origin is what other
 * devices use too). The LAN address is never told to another machine that merely sends a
 * loopback Host header.
 */
export function shareOrigin(
  origins: ShareOrigins,
  requestHost: string | undefined,
  remoteAddress: string | undefined,
): string | null {
  if (origins.publicUrl !== null) return origins.publicUrl;
  if (origins.lanUrl === null || requestHost === undefined) return null;
  if (remoteAddress === undefined || !isLoopbackHostname(remoteAddress.replace(/^::ffff:/, "")))
    return null;
  let hostname: string;
  try {
    hostname = new URL(`http://${requestHost}`).hostname;
  } catch {
    return null;
  }
  return isLoopbackHostname(hostname) ? origins.lanUrl : null;
}

/** What to tell whoever started the server about the addresses other devices can use. */
export function addressLines(server: {
  readonly networkUrls: readonly string[];
  readonly publicUrl: string | null;
}): string[] {
  const lines = server.networkUrls.map((u) => `  on this network: ${u}`);
  if (server.publicUrl !== null) lines.push(`  share links name ${server.publicUrl} (PUBLIC_URL)`);
  return lines;
}
