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
