// The web app's files: served from the build directory, the brotli or gzip twin when the
// browser takes it, hashed assets cached for good and everything else revalidated (a reload
// costs 304s); the app's page paths fall back to index.html, and nothing else ever does
// (/api, probes the server lacks, stale asset URLs get a 404 in the error format).

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "./support/server";
import { startTestServer } from "./support/server";

const INDEX = `<!doctype html><title>Number Games app</title>${"<!-- padding -->".repeat(40)}`;
const SCRIPT = `console.log('app');${" // padding".repeat(200)}`;
const HASHED = "assets/index-B2x9_kQz.js";

const dist = mkdtempSync(join(tmpdir(), "ng-dist-"));
let server: TestServer;
beforeAll(async () => {
  mkdirSync(join(dist, "assets"));
  const write = (name: string, text: string, precompress: boolean) => {
    writeFileSync(join(dist, name), text);
    if (!precompress) return;
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  };
  write("index.html", INDEX, true);
  write(HASHED, SCRIPT, true);
  write("assets/app.js", "console.log('app')", false);
  write("robots.txt", "User-agent: *\n", false);
  server = await startTestServer({ webDist: dist });
});
afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

interface Raw {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** One request as a browser sends it, the body as it came over the wire (not decoded). */
function raw(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Raw> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

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

  it("answers the app's page paths with index.html", async () => {
    for (const path of [
      "/",
      "/c/ABCD2345",
      "/c",
      "/class",
      "/class/cabcdefghijklmnop",
      "/class/cabcdefghijklmnop/projector",
      "/online",
      "/online/take-or-pay",
      "/setup/number-line/computer",
      "/rules/magic-numbers",
      "/replay",
      "/lab/",
    ]) {
      const r = await raw(path);
      expect([path, r.status]).toEqual([path, 200]);
      expect(r.body.toString()).toContain("Number Games app");
    }
  });

  it("answers every other path 404 in the error format, never with the app's page", async () => {
    for (const path of [
      "/healthz",
      "/metrics",
      "/api/whatever",
      "/favicon.php",
      "/assets/nope.js",
      "/assets/index-XXXXXXXX.js",
      "/wp-login.php",
      "/rules/chess",
      "/t/K7MP2Q/extra",
      "/.vite/manifest.json",
    ]) {
      const r = await raw(path, { accept: "text/html,*/*" });
      expect([path, r.status]).toEqual([path, 404]);
      expect(String(r.headers["content-type"])).toContain("application/json");
      expect(r.body.toString()).not.toContain("Number Games app");
      expect(JSON.parse(r.body.toString())).toMatchObject({ error: { code: "ERR_NOT_FOUND" } });
    }
  });

  it("sends the brotli or gzip twin the browser accepts, else the file itself", async () => {
    const br = await raw(`/${HASHED}`, { "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(String(br.headers["content-type"])).toContain("javascript");
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.body.length).toBeLessThan(SCRIPT.length);
    expect(br.headers.vary).toContain("Accept-Encoding");

    const gz = await raw(`/${HASHED}`, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await raw(`/${HASHED}`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);

    // A page path's index.html is precompressed too; a file without twins is sent as is.
    const page = await raw("/c/ABCD2345", { "accept-encoding": "br, gzip" });
    expect(page.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(page.body).toString()).toBe(INDEX);
    const small = await raw("/robots.txt", { "accept-encoding": "br, gzip" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe("User-agent: *\n");
  });

  it("caches hashed assets for good and revalidates everything else", async () => {
    const hashed = await raw(`/${HASHED}`, { "accept-encoding": "br" });
    expect(hashed.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const path of ["/", "/index.html", "/c/ABCD2345", "/robots.txt", "/assets/app.js"]) {
      const r = await raw(path, { "accept-encoding": "br, gzip" });
      expect([path, r.headers["cache-control"]]).toEqual([path, "no-cache"]);
    }
  });

  it("answers a reload 304 with no body, by ETag and by Last-Modified", async () => {
    for (const path of ["/", "/c/ABCD2345", `/${HASHED}`]) {
      const first = await raw(path, { "accept-encoding": "br, gzip" });
      const etag = String(first.headers.etag);
      const modified = String(first.headers["last-modified"]);
      expect(etag).toMatch(/^(W\/)?"/);
      expect(modified).toMatch(/GMT$/);
      const byTag = await raw(path, { "accept-encoding": "br, gzip", "if-none-match": etag });
      expect([path, byTag.status, byTag.body.length]).toEqual([path, 304, 0]);
      const byDate = await raw(path, {
        "accept-encoding": "br, gzip",
        "if-modified-since": modified,
      });
      expect([path, byDate.status, byDate.body.length]).toEqual([path, 304, 0]);
    }
  });
});
