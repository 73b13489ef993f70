// Where other devices reach the server: PUBLIC_URL, or the LAN address when listening on
// every interface, given to pages at localhost as the origin of their share links.

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfigError, startupProblem } from "../src/config/config-error";
import { optionsFromEnv } from "../src/config/env";
import {
  addressLines,
  isLoopbackHostname,
  isWildcardHost,
  parsePublicUrl,
  rankLanAddresses,
  shareOrigin,
} from "../src/config/network";
import { runServer, spawnServer } from "./support/child";
import { freePort } from "./support/ports";
import type { TestServer } from "./support/server";
import { startTestServer, WAIT_BUDGET_MS } from "./support/server";

describe("addresses", () => {
  it("listens on every interface by default (npm start, numbers serve); HOST=127.0.0.1 keeps it private", () => {
    expect(optionsFromEnv({}).host).toBe("0.0.0.0");
    expect(optionsFromEnv({ HOST: "" }).host).toBe("0.0.0.0");
    expect(optionsFromEnv({ HOST: "127.0.0.1" }).host).toBe("127.0.0.1");
  });

  it("ranks the LAN addresses phones may use: no virtual bridges or link-local, tunnels last", () => {
    const v4 = (address: string, internal = false) =>
      ({
        address,
        internal,
        family: "IPv4",
        netmask: "255.255.255.0",
        mac: "00:00:00:00:00:00",
        cidr: `${address}/24`,
      }) as const;
    const v6 = {
      address: "fe80::1",
      internal: false,
      family: "IPv6",
      netmask: "ffff:ffff:ffff:ffff::",
      mac: "00:00:00:00:00:00",
      cidr: "fe80::1/64",
      scopeid: 2,
    } as const;
    expect(
      rankLanAddresses({
        lo: [v4("127.0.0.1", true)],
        docker0: [v4("172.17.0.1")],
        tailscale0: [v4("100.64.0.3")],
        "br-1a2b": [v4("172.18.0.1")],
        wlp2s0: [v4("192.168.1.20"), v6],
        eth0: [v4("169.254.10.2")],
        enp3s0: [v4("10.0.0.7")],
        empty: undefined,
      }),
    ).toEqual(["192.168.1.20", "10.0.0.7", "100.64.0.3"]);
    expect(rankLanAddresses({ lo: [v4("127.0.0.1", true)] })).toEqual([]);
  });

  it("knows loopback names and wildcard hosts", () => {
    for (const h of [
      "localhost",
      "LOCALHOST",
      "app.localhost",
      "127.0.0.1",
      "127.1.2.3",
      "::1",
      "[::1]",
    ])
      expect(isLoopbackHostname(h), h).toBe(true);
    for (const h of [
      "192.168.1.20",
      "10.0.0.7",
      "classroom.test",
      "localhost.example.com",
      "128.0.0.1",
    ])
      expect(isLoopbackHostname(h), h).toBe(false);
    for (const h of ["0.0.0.0", "::", "[::]"]) expect(isWildcardHost(h), h).toBe(true);
    for (const h of ["127.0.0.1", "192.168.1.20", "localhost"])
      expect(isWildcardHost(h), h).toBe(false);
  });

  it("takes PUBLIC_URL as an origin and refuses anything else with a clear message", () => {
    expect(parsePublicUrl("http://192.168.1.20:8080")).toBe("http://192.168.1.20:8080");
    expect(parsePublicUrl("https://games.school.example/")).toBe("https://games.school.example");
    expect(parsePublicUrl("HTTP://Classroom.Test:80")).toBe("http://classroom.test");
    for (const bad of [
      "192.168.1.20:8080",
      "ftp://x",
      "http://x/games",
      "http://x/?a=1",
      "http://u:p@x",
      "nonsense",
    ])
      expect(() => parsePublicUrl(bad), bad).toThrow(/PUBLIC_URL/);
    expect(optionsFromEnv({ PUBLIC_URL: "http://10.0.0.7:8080/" }).publicUrl).toBe(
      "http://10.0.0.7:8080",
    );
    expect(optionsFromEnv({}).publicUrl).toBeUndefined();
    expect(() => optionsFromEnv({ PUBLIC_URL: "10.0.0.7" })).toThrow(/PUBLIC_URL/);
  });

  it("gives share links PUBLIC_URL, else the LAN address to loopback pages only", () => {
    const lan = { publicUrl: null, lanUrl: "http://192.168.1.20:8080" };
    const here = "127.0.0.1";
    expect(shareOrigin(lan, "127.0.0.1:8080", here)).toBe("http://192.168.1.20:8080");
    expect(shareOrigin(lan, "localhost:8080", "::1")).toBe("http://192.168.1.20:8080");
    expect(shareOrigin(lan, "[::1]:8080", "::ffff:127.0.0.1")).toBe("http://192.168.1.20:8080");
    // A page opened at a LAN address or through a proxy shares its own address.
    expect(shareOrigin(lan, "192.168.1.20:8080", here)).toBeNull();
    expect(shareOrigin(lan, "games.school.example", here)).toBeNull();
    expect(shareOrigin(lan, undefined, here)).toBeNull();
    expect(shareOrigin(lan, "bad host header", here)).toBeNull();
    expect(shareOrigin({ publicUrl: null, lanUrl: null }, "localhost:8080", here)).toBeNull();
    // Another machine sending "Host: localhost" learns nothing of this machine's addresses.
    expect(shareOrigin(lan, "localhost:8080", "203.0.113.9")).toBeNull();
    expect(shareOrigin(lan, "localhost:8080", "::ffff:192.168.1.33")).toBeNull();
    expect(shareOrigin(lan, "localhost:8080", undefined)).toBeNull();
    const pub = { publicUrl: "https://games.school.example", lanUrl: "http://192.168.1.20:8080" };
    expect(shareOrigin(pub, "localhost:8080", here)).toBe("https://games.school.example");
    expect(shareOrigin(pub, "192.168.1.20:8080", "192.168.1.33")).toBe(
      "https://games.school.example",
    );
  });
});

/** GET `path` on 127.0.0.1:port with the given Host header (as a LAN or loopback page would). */
function getJson(port: number, path: string, host: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers: { host } }, (res) => {
      let body = "";
      res.on("data", (d: Buffer) => {
        body += d.toString();
      });
      res.on("end", () => resolve(JSON.parse(body)));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("GET /api/server", () => {
  let server: TestServer | null = null;
  afterEach(async () => {
    await server?.stop();
    server = null;
  });

  it("on every interface: names this machine's LAN address to pages at localhost", async () => {
    server = await startTestServer({
      host: "0.0.0.0",
      lanAddresses: () => ["192.168.1.20", "10.0.0.7"],
    });
    const lan = `http://192.168.1.20:${server.port}`;
    expect(server.networkUrls).toEqual([lan, `http://10.0.0.7:${server.port}`]);
    expect(addressLines(server)).toEqual([
      `  on this computer: http://localhost:${server.port}`,
      `  phones and tablets on this network: ${lan} (share links and QR codes name it)`,
      `  also on: http://10.0.0.7:${server.port}`,
    ]);
    expect(await getJson(server.port, "/api/server", `127.0.0.1:${server.port}`)).toEqual({
      protocolVersion: 1,
      shareOrigin: lan,
    });
    expect(await getJson(server.port, "/api/server", `localhost:${server.port}`)).toEqual({
      protocolVersion: 1,
      shareOrigin: lan,
    });
    expect(await getJson(server.port, "/api/server", `192.168.1.20:${server.port}`)).toEqual({
      protocolVersion: 1,
      shareOrigin: null,
    });
  });

  it("on loopback only: pages share their own address", async () => {
    server = await startTestServer({ lanAddresses: () => ["192.168.1.20"] });
    expect(server.networkUrls).toEqual([]);
    expect(addressLines(server)).toEqual([
      "  only this computer can open it (HOST=127.0.0.1): phones and tablets cannot.",
      "  To let them join, start it without HOST (or with HOST=0.0.0.0).",
    ]);
    expect(await getJson(server.port, "/api/server", `127.0.0.1:${server.port}`)).toEqual({
      protocolVersion: 1,
      shareOrigin: null,
    });
  });

  it("behind a proxy on loopback: the start message names the proxy, never 'only this computer'", async () => {
    server = await startTestServer({ trustProxy: "loopback" });
    expect(addressLines(server)).toEqual([
      "  behind a proxy (TRUST_PROXY): players reach it through the proxy's address; set PUBLIC_URL to that address so share links and QR codes name it.",
    ]);
  });

  it("with PUBLIC_URL: every page's share links name it", async () => {
    server = await startTestServer({ publicUrl: "https://games.school.example/" });
    expect(server.publicUrl).toBe("https://games.school.example");
    expect(addressLines(server)).toEqual([
      "  phones and tablets: https://games.school.example (PUBLIC_URL; share links and QR codes name it)",
    ]);
    for (const host of [`127.0.0.1:${server.port}`, "games.school.example"]) {
      expect(await getJson(server.port, "/api/server", host)).toEqual({
        protocolVersion: 1,
        shareOrigin: "https://games.school.example",
      });
    }
  });

  it("on every interface with no LAN address: pages learn no share origin, and the start message says phones cannot reach it", async () => {
    server = await startTestServer({ host: "0.0.0.0", lanAddresses: () => [] });
    expect(server.networkUrls).toEqual([]);
    expect(addressLines(server)).toEqual([
      `  on this computer: http://localhost:${server.port}`,
      "  no network address found: phones and tablets cannot reach this server.",
      "  Connect this computer to the classroom's network (Wi-Fi) and start it again, or set PUBLIC_URL.",
    ]);
    expect(await getJson(server.port, "/api/server", `127.0.0.1:${server.port}`)).toEqual({
      protocolVersion: 1,
      shareOrigin: null,
    });
  });

  it("refuses a PUBLIC_URL that is not an origin before listening", async () => {
    await expect(startTestServer({ publicUrl: "http://x/games" })).rejects.toThrow(/PUBLIC_URL/);
  });
});

describe("the start message (bin/server.js, as npm start runs it)", () => {
  it("with HOST=127.0.0.1 says plainly that phones cannot open it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ng-start-"));
    const child = await spawnServer({ DATA_DIR: dir, HOST: "127.0.0.1" });
    try {
      // The address lines follow the "listening on" line the spawn waited for.
      await vi.waitFor(() => expect(child.output()).toContain("To let them join"), {
        timeout: WAIT_BUDGET_MS,
      });
      const lines = child.output().trim().split("\n");
      expect(lines[0]).toMatch(/^Number Games server listening on http:\/\/127\.0\.0\.1:\d+ /);
      expect(lines.slice(1)).toEqual([
        "  only this computer can open it (HOST=127.0.0.1): phones and tablets cannot.",
        "  To let them join, start it without HOST (or with HOST=0.0.0.0).",
      ]);
    } finally {
      await child.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("start-up problems a person can fix", () => {
  it("are one line naming the setting, exit code 2, no stack trace", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ng-startup-"));
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, "127.0.0.1", r));
    const busy = (blocker.address() as AddressInfo).port;
    const closed = await freePort();
    writeFileSync(join(dir, "a-file"), "not a directory");
    try {
      const cases: [Record<string, string>, RegExp][] = [
        [{ PUBLIC_URL: "games" }, /^Number Games server: PUBLIC_URL must be an http\(s\) address/],
        [{ PORT: "eighty" }, /^Number Games server: PORT must be a whole number from 0 to 65535/],
        [
          { PORT: String(busy) },
          new RegExp(`^Number Games server: 127\\.0\\.0\\.1:${busy} is already in use`),
        ],
        [
          { DATABASE_URL: `postgres://ann:s3cret-word@127.0.0.1:${closed}/test` },
          /^Number Games server: cannot open the PostgreSQL database \(DATABASE_URL\): .*ECONNREFUSED/,
        ],
        [
          { DATA_DIR: join(dir, "a-file", "data") },
          /^Number Games server: cannot open the SQLite store in DATA_DIR \(.*a-file.*\): .*a-file is a file, not a directory/,
        ],
      ];
      for (const [env, message] of cases) {
        const { code, out } = await runServer({ DATA_DIR: dir, PORT: "0", ...env });
        expect(code, out).toBe(2);
        expect(out.trim()).toMatch(message);
        expect(out.trim().split("\n")).toHaveLength(1);
        expect(out).not.toMatch(/\n\s+at /);
        expect(out).not.toContain("s3cret-word");
      }
    } finally {
      blocker.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("are recognised, and other errors are left alone", () => {
    expect(startupProblem(new ConfigError("X must be y"))).toBe("X must be y");
    expect(startupProblem({ code: "EACCES", address: "0.0.0.0", port: 80 })).toMatch(
      /^no permission to listen on 0\.0\.0\.0:80/,
    );
    expect(startupProblem({ code: "EADDRNOTAVAIL", address: "10.1.1.1", port: 8080 })).toMatch(
      /10\.1\.1\.1:8080 is not an address of this machine/,
    );
    expect(startupProblem(new Error("disk full"))).toBeNull();
    expect(startupProblem(null)).toBeNull();
  });
});
