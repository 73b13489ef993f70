// The client's address behind trusted proxies (TRUST_PROXY), for limits per address outside
// Fastify (socket.io connections). Fastify's `req.ip` decides the HTTP limits; this gives the
// same answer for the same setting and headers (test/connections.test.ts compares them), with
// node:net's BlockList instead of another dependency.

import { BlockList, isIP } from "node:net";

/** ServerOptions.trustProxy: a number of hops, or addresses, CIDR ranges and range names. */
export type TrustProxySetting = number | string | readonly string[] | undefined;

/** Whether the address at `hop` (0: the connection's own) is a proxy to look behind. */
export type ProxyTrust = ((address: string, hop: number) => boolean) | null;

/** The names Fastify (proxy-addr) accepts for ranges. */
const RANGES: Readonly<Record<string, readonly string[]>> = {
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  loopback: ["127.0.0.1/8", "::1/128"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** "255.255.0.0" → 16; null when the mask's ones are not contiguous. */
function maskBits(mask: string): number | null {
  const bits = mask
    .split(".")
    .map((o) => Number(o).toString(2).padStart(8, "0"))
    .join("");
  return /^1*0*$/.test(bits) ? (bits.indexOf("0") === -1 ? 32 : bits.indexOf("0")) : null;
}

/** Compiles the setting once (throws on an entry that is not an address or range). */
export function compileProxyTrust(setting: TrustProxySetting): ProxyTrust {
  if (setting === undefined) return null;
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  const entries = (typeof setting === "string" ? setting.split(",") : [...setting])
    .map((e) => e.trim())
    .flatMap((e) => RANGES[e] ?? [e]);
  const list = new BlockList();
  for (const entry of entries) {
    const slash = entry.lastIndexOf("/");
    let address = slash === -1 ? entry : entry.slice(0, slash);
    const family = isIP(address);
    if (family === 0) throw new Error(`invalid IP address: ${address}`);
    const max = family === 4 ? 32 : 128;
    const range = slash === -1 ? null : entry.slice(slash + 1);
    const bits =
      range === null
        ? max
        : /^\d+$/.test(range)
          ? Number(range)
          : family === 4 && isIP(range) === 4
            ? maskBits(range)
            : null;
    if (bits === null || bits <= 0 || bits > max) throw new Error(`invalid range: ${entry}`);
    const mapped = slash === -1 ? MAPPED_V4.exec(address) : null;
    if (mapped) address = mapped[1]!;
    list.addSubnet(address, mapped ? 32 : bits, mapped || family === 4 ? "ipv4" : "ipv6");
  }
  return (address) => {
    const family = isIP(address);
    if (family === 0) return false;
    try {
      return list.check(address, family === 4 ? "ipv4" : "ipv6");
    } catch {
      return false;
    }
  };
}

/** The X-Forwarded-For entries nearest first, as @fastify/forwarded splits them. */
function forwardedFor(header: string): string[] {
  return header
    .split(",")
    .map((e) => e.replace(/^[ \t]+|[ \t]+$/g, ""))
    .filter((e) => e !== "")
    .reverse();
}

/**
 * The client's address: the connection's own (`remote`), or with trusted proxies, the
 * nearest address in X-Forwarded-For that is not one of them.
 */
export function clientAddress(
  remote: string,
  forwarded: string | readonly string[] | undefined,
  trust: ProxyTrust,
): string {
  if (trust === null || typeof forwarded !== "string") return remote;
  const hops = [remote, ...forwardedFor(forwarded)];
  for (let i = 0; i < hops.length - 1; i++) {
    if (!trust(hops[i]!, i)) return hops[i]!;
  }
  return hops[hops.length - 1]!;
}

/** Fastify's form of ServerOptions.trustProxy (a number of hops: the nearest n are trusted). */
export function trustProxySetting(
  t: number | string | readonly string[] | undefined,
): boolean | string | string[] | ((address: string, hop: number) => boolean) {
  if (t === undefined) return false;
  if (typeof t === "number") return (_address, hop) => hop < t;
  return typeof t === "string" ? t : [...t];
}
