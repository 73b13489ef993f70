// Where players' devices reach this server. `npm start` listens on every interface
// (HOST=0.0.0.0) on the teacher's machine; the teacher's own browser may open it at
// localhost, but the share link and QR code must name an address the tablets can reach:
// PUBLIC_URL when set, else this machine's LAN address when the server listens on every
// interface. With no such address (HOST=127.0.0.1, or no network), the page says so.

import type { NetworkInterfaceInfo } from "node:os";
import { networkInterfaces } from "node:os";
import { isLoopbackHostname } from "@number-games/protocol";
import { ConfigError } from "./config-error";

export { isLoopbackHostname };

/** Virtual bridges (containers, virtual machines): phones on the Wi-Fi never reach them. */
const VIRTUAL_BRIDGE = /^(docker|br-|veth|virbr|vboxnet|vmnet|cni|flannel|podman|lxc|lxd)/i;
/** Tunnels (VPNs): reachable by the tunnel's peers, not by the classroom, so listed last. */
const TUNNEL = /^(tun|tap|utun|wg|ppp|zt|tailscale|ipsec)/i;

/**
 * The IPv4 addresses phones on this machine's networks may use, best first: the
 * interfaces' non-internal addresses without virtual bridges and link-local ones
 * (169.254.x.x, no DHCP), tunnels after the rest, else in the order the system lists them.
 */
export function rankLanAddresses(
  interfaces: Readonly<Record<string, readonly NetworkInterfaceInfo[] | undefined>>,
): string[] {
  const found: { address: string; tunnel: boolean }[] = [];
  for (const [name, list] of Object.entries(interfaces)) {
    if (VIRTUAL_BRIDGE.test(name)) continue;
    for (const a of list ?? []) {
      if (a.family !== "IPv4" || a.internal || a.address.startsWith("169.254.")) continue;
      found.push({ address: a.address, tunnel: TUNNEL.test(name) });
    }
  }
  // A stable sort: the system's order within each kind.
  return found.sort((a, b) => Number(a.tunnel) - Number(b.tunnel)).map((a) => a.address);
}

/** This machine's LAN IPv4 addresses, best first (rankLanAddresses). */
export function lanAddresses(): string[] {
  return rankLanAddresses(networkInterfaces());
}

/** A listen address that accepts connections on every interface. */
export function isWildcardHost(host: string): boolean {
  return host === "0.0.0.0" || host === "::" || host === "[::]";
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

/**
 * What to tell whoever started the server, after its "listening on" line: where to open it on
 * this computer, and the address phones use (which share links and QR codes name), or plainly
 * that phones cannot reach it and what to change.
 */
export function addressLines(server: {
  readonly host: string;
  readonly port: number;
  readonly networkUrls: readonly string[];
  readonly publicUrl: string | null;
  /** TRUST_PROXY is set: players reach this process through a proxy in front of it. */
  readonly behindProxy?: boolean;
}): string[] {
  const wildcard = isWildcardHost(server.host);
  const lines: string[] = [];
  if (wildcard) lines.push(`  on this computer: http://localhost:${server.port}`);
  if (server.publicUrl !== null) {
    lines.push(
      `  phones and tablets: ${server.publicUrl} (PUBLIC_URL; share links and QR codes name it)`,
    );
    return lines;
  }
  if (wildcard) {
    const [first, ...others] = server.networkUrls;
    if (first === undefined) {
      lines.push(
        "  no network address found: phones and tablets cannot reach this server.",
        "  Connect this computer to the classroom's network (Wi-Fi) and start it again, or set PUBLIC_URL.",
      );
    } else {
      lines.push(
        `  phones and tablets on this network: ${first} (share links and QR codes name it)`,
      );
      for (const u of others) lines.push(`  also on: ${u}`);
    }
  } else if (server.behindProxy === true) {
    // Behind a proxy a process listens on loopback on purpose: the proxy is the way in.
    lines.push(
      `  behind a proxy (TRUST_PROXY): players reach it through the proxy's address; set PUBLIC_URL to that address so share links and QR codes name it.`,
    );
  } else if (isLoopbackHostname(server.host)) {
    lines.push(
      `  only this computer can open it (HOST=${server.host}): phones and tablets cannot.`,
      "  To let them join, start it without HOST (or with HOST=0.0.0.0).",
    );
  }
  return lines;
}
