// Issue 26, finding 9: answers outside the routes keep the project's format and headers. An
// undecodable URL gets `{error:{code:"ERR_MALFORMED",…}}` (never the URL echoed) with the same
// security headers as any page; socket.io's polling responses carry security headers too.

import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "./support/server";
import { startTestServer } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** A raw GET: the path is sent exactly as written (no client-side URL checks). */
function rawGet(
  path: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (d: string) => {
        body += d;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const SECURITY_HEADERS = ["content-security-policy", "x-content-type-options", "x-frame-options"];

describe("answers outside the routes", () => {
  it("has the same security headers on a route's answer (the reference)", async () => {
    const ok = await rawGet("/api/health");
    for (const h of SECURITY_HEADERS) expect(ok.headers[h], h).toBeDefined();
  });

  for (const path of ["/api/tables/%", "/%zz", "/api/classes/%E0%A4%A", "/api/tables/%zz/record"]) {
    it(`answers an undecodable URL (${path}) in the error format, with the headers`, async () => {
      const r = await rawGet(path);
      expect(r.status).toBe(400);
      expect(JSON.parse(r.body)).toEqual({
        error: { code: "ERR_MALFORMED", message: expect.any(String) },
      });
      expect(r.body).not.toContain(path);
      expect(r.headers["x-content-type-options"]).toBe("nosniff");
      for (const h of SECURITY_HEADERS) expect(r.headers[h], h).toBeDefined();
    });
  }

  it("sends security headers with socket.io's polling responses", async () => {
    const r = await rawGet("/socket.io/?EIO=4&transport=polling");
    expect(r.status).toBe(200);
    expect(r.headers["x-content-type-options"]).toBe("nosniff");
    for (const h of SECURITY_HEADERS) expect(r.headers[h], h).toBeDefined();
    const bad = await rawGet("/socket.io/?EIO=4&transport=polling&sid=nonsense");
    expect(bad.status).toBe(400);
    for (const h of SECURITY_HEADERS) expect(bad.headers[h], h).toBeDefined();
  });
});

describe("the headers of a page (issue 26, finding 12)", () => {
  it("lets sockets connect to this server only, styles come from it, and no HSTS over plain HTTP", async () => {
    const r = await rawGet("/api/health");
    const csp = String(r.headers["content-security-policy"]);
    const connect = /connect-src ([^;]*)/.exec(csp)![1]!.split(" ");
    // No scheme-wide source: only this origin (and its websocket form).
    expect(connect.every((s) => s === "'self'" || /^wss?:\/\/127\.0\.0\.1:\d+$/.test(s))).toBe(
      true,
    );
    const style = /style-src ([^;]*)/.exec(csp)![1]!.split(" ");
    expect(style).not.toContain("https:");
    expect(r.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("the web app's files (issue 26, finding 12)", () => {
  it("never serves a dotfile of the build", async () => {
    const { mkdtempSync, writeFileSync, mkdirSync, rmSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const dist = mkdtempSync(join(tmpdir(), "ng-dist-"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>app</title>");
    writeFileSync(join(dist, ".env"), "SECRET=dotfile-content");
    mkdirSync(join(dist, ".git"));
    writeFileSync(join(dist, ".git", "config"), "dotfile-content");
    const web = await startTestServer({ webDist: dist });
    try {
      const { hostname, port } = new URL(web.url);
      const get = (path: string) =>
        new Promise<string>((resolve, reject) => {
          const req = request({ host: hostname, port, path }, (res) => {
            let body = "";
            res.setEncoding("utf8");
            res.on("data", (d: string) => {
              body += d;
            });
            res.on("end", () => resolve(body));
          });
          req.on("error", reject);
          req.end();
        });
      expect(await get("/index.html")).toContain("<title>app</title>");
      for (const path of ["/.env", "/.git/config", "/%2eenv", "/x/../.env"]) {
        expect(await get(path), path).not.toContain("dotfile-content");
      }
    } finally {
      await web.stop();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
