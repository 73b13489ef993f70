// The web app's files: served from the build directory with an SPA fallback to index.html
// for app routes, never for /api or /socket.io.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "./support/server";
import { startTestServer } from "./support/server";

const dist = mkdtempSync(join(tmpdir(), "ng-dist-"));
let server: TestServer;
beforeAll(async () => {
  mkdirSync(join(dist, "assets"));
  writeFileSync(join(dist, "index.html"), "<!doctype html><title>Number Games app</title>");
  writeFileSync(join(dist, "assets", "app.js"), "console.log('app')");
  server = await startTestServer({ webDist: dist });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

describe("static web app", () => {
  it("serves files, falls back to index.html for app routes, keeps /api JSON", async () => {
    const index = await fetch(`${server.url}/`);
    expect(await index.text()).toContain("Number Games app");
    expect(index.headers.get("content-security-policy")).toContain("default-src 'self'");
    const asset = await fetch(`${server.url}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain("console.log");
    const route = await fetch(`${server.url}/t/K7MP2Q`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain("Number Games app");
    const api = await fetch(`${server.url}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe("ERR_NOT_FOUND");
    const post = await fetch(`${server.url}/t/K7MP2Q`, { method: "POST" });
    expect(post.status).toBe(404);
  });
});
