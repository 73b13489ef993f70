// Bytes on the wire through the real server: starts the server (packages/server/bin/server.js)
// on a free loopback port over a build, loads a page as a browser does (the HTML, what it
// references with <script src>, <link rel=stylesheet|modulepreload>, and the lazy chunks the
// route imports, all with `Accept-Encoding: br, gzip`), then reloads it (conditional requests
// for what is not immutable; immutable files are not asked again), counting response bytes:
// status line, headers and body as sent.

import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const BROWSER = { "accept-encoding": "br, gzip", "user-agent": "number-games-bench" };

/** Starts the server over `dist`; resolves with its URL and a stop function. */
export async function startBuiltServer(dist) {
  const data = mkdtempSync(join(tmpdir(), "ng-bench-web-"));
  const child = spawn(process.execPath, [join(root, "packages/server/bin/server.js")], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: data,
      WEB_DIST: dist,
      LOG: "0",
      BOT_THREADS: "0",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.on("exit", (code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
  return {
    url,
    async stop() {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
      rmSync(data, { recursive: true, force: true });
    },
  };
}

/** One GET; the response's bytes on the wire (status line + headers + body) and what it was. */
function get(base, path, headers) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        let headerBytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          headerBytes += res.rawHeaders[i].length + 2 + res.rawHeaders[i + 1].length + 2;
        }
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body,
          bytes: headerBytes + body.length,
        });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** The same-origin URLs an HTML page references (scripts, stylesheets, module preloads). */
function references(html) {
  const refs = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) refs.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\brel="([^"]+)"/.exec(m[0])?.[1] ?? "";
    const href = /\bhref="([^"]+)"/.exec(m[0])?.[1];
    if (href && /^(stylesheet|modulepreload)$/.test(rel) && href.startsWith("/")) refs.add(href);
  }
  return [...refs];
}

/**
 * Loads `page` cold, then reloads it. `lazy` are the files the route imports after the HTML's
 * own (paths under the build, e.g. `assets/StudentPage-….js`). The HTML is decoded from the
 * encoding it came in to find its references.
 */
export async function measurePage(base, page, lazy) {
  const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
  const decode = (r) =>
    r.headers["content-encoding"] === "br"
      ? brotliDecompressSync(r.body)
      : r.headers["content-encoding"] === "gzip"
        ? gunzipSync(r.body)
        : r.body;
  const html = await get(base, page, { ...BROWSER, accept: "text/html" });
  if (html.status !== 200) throw new Error(`${page} answered ${html.status}`);
  const urls = [...new Set([...references(decode(html).toString()), ...lazy.map((f) => `/${f}`)])];
  const cold = [{ url: page, ...html }];
  for (const url of urls) {
    const r = await get(base, url, BROWSER);
    if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
    cold.push({ url, ...r });
  }
  const reload = [];
  for (const r of cold) {
    if (/immutable/.test(r.headers["cache-control"] ?? "")) continue;
    const conditional = { ...BROWSER };
    if (r.headers.etag) conditional["if-none-match"] = r.headers.etag;
    if (r.headers["last-modified"]) conditional["if-modified-since"] = r.headers["last-modified"];
    reload.push({ url: r.url, ...(await get(base, r.url, conditional)) });
  }
  const sum = (rs) => rs.reduce((s, r) => s + r.bytes, 0);
  return {
    coldBytes: sum(cold),
    reloadBytes: sum(reload),
    cold: cold.map((r) => ({
      url: r.url,
      status: r.status,
      encoding: r.headers["content-encoding"] ?? "identity",
      bytes: r.bytes,
    })),
    reload: reload.map((r) => ({ url: r.url, status: r.status, bytes: r.bytes })),
  };
}
