// The web app's files: the build's files (their brotli or gzip twin, made at build time, when
// the browser accepts it), the app's page paths answered with index.html, and anything else
// not found. Hashed assets are cached for a year; index.html and every other file are
// revalidated each time (ETag, Last-Modified: a reload costs a 304).

import { existsSync } from "node:fs";
import { basename, join } from "node:path";
import fastifyStatic from "@fastify/static";
import { protocolError } from "@number-games/protocol";
import type { FastifyInstance } from "fastify";
import { sendError } from "./http-reply";
import { pagePattern } from "./page-paths";

export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Number Games</title></head>
<body><h1>Number Games server</h1>
<p>The web app is not built. Build it with <code>npm run build -w @number-games/web</code> and
restart the server. The HTTP API is under <code>/api</code>, live play under <code>/socket.io</code>.</p>
</body></html>`;

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";

/**
 * Vite's hashed output (`assets/index-B2x9_kQz.js`): its name changes with its content, so a
 * browser may keep it for good. Fonts and pictures under assets/ are hashed the same way.
 */
export function isHashedAsset(path: string): boolean {
  const name = basename(path).replace(/\.(br|gz)$/, "");
  return /[/\\]assets[/\\]/.test(path) && /-[A-Za-z0-9_-]{8,}\.[A-Za-z0-9]+$/.test(name);
}

/** Headers setter of the response being sent (the raw one at run time, whatever the typings say). */
interface HeaderTarget {
  setHeader(name: string, value: string): unknown;
}

function cacheHeaders(res: HeaderTarget, path: string): void {
  res.setHeader("cache-control", isHashedAsset(path) ? IMMUTABLE : REVALIDATE);
  // The same URL is sent raw, gzip or brotli by Accept-Encoding: caches must key on it.
  res.setHeader("vary", "Accept-Encoding");
}

/**
 * Registers the build in `webDist` (or the "not built" page when it has no index.html) and
 * the not-found answer: a page path gets index.html, anything else 404 in the error format.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null): Promise<void> {
  const root = webDist !== null && existsSync(join(webDist, "index.html")) ? webDist : null;
  if (root !== null) {
    await app.register(fastifyStatic, {
      root,
      prefix: "/",
      // A dotfile in the build (.env, .git, Vite's .vite/manifest.json) is never served: it
      // is not found.
      dotfiles: "ignore",
      preCompressed: true,
      cacheControl: false,
      etag: true,
      lastModified: true,
      setHeaders: cacheHeaders,
    });
  } else {
    app.get("/", async (_req, reply) =>
      reply.type("text/html; charset=utf-8").send(NOT_BUILT_PAGE),
    );
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split("?")[0] ?? "";
    const isPage =
      (req.method === "GET" || req.method === "HEAD") &&
      !path.startsWith("/api") &&
      !path.startsWith("/socket.io") &&
      pagePattern(path) !== null;
    if (isPage) {
      if (root !== null) return reply.type("text/html; charset=utf-8").sendFile("index.html");
      return reply.code(404).type("text/html; charset=utf-8").send(NOT_BUILT_PAGE);
    }
    // Never the app's page: a typo'd API path, a probe the server does not have, a stale
    // asset's URL are told they do not exist (an asset answered with HTML breaks the page).
    return sendError(reply, protocolError("ERR_NOT_FOUND", `no route ${req.method} ${path}`));
  });
}
