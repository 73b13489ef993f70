// Vite config for the web app. Workspace packages (engine, bots, protocol) export TypeScript
// source; Vite compiles them like the app's own files. The dev server proxies the API and
// the socket to a local server on 8080 so online play works in development too.

import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vite";
import { precompress } from "./vite-precompress";

/**
 * @number-games/bots also holds Node-only code (the arena starts worker threads with
 * `new Worker(new URL("./worker-entry.mjs", import.meta.url))`). Browsers never run it, but
 * Vite would try to bundle that file as a web worker. Hide the pattern from Vite's worker
 * plugin in that package only; the app's own bot worker is unaffected.
 */
function nodeWorkersStayNode(): Plugin {
  const pattern = /new\s+Worker\(\s*new\s+URL\(\s*("[^"]+"|'[^']+'),\s*import\.meta\.url\s*\)/g;
  return {
    name: "number-games:node-workers-stay-node",
    enforce: "pre",
    transform(code, id) {
      if (!id.includes("/packages/bots/src/") || !pattern.test(code)) return null;
      pattern.lastIndex = 0;
      return {
        code: code.replace(
          pattern,
          (_m, file: string) =>
            `new Worker(new URL(${file}, globalThis.__nodeOnly ?? import.meta.url)`,
        ),
        map: null,
      };
    },
  };
}

const SERVER = "http://127.0.0.1:8080";

export default defineConfig({
  // precompress: brotli and gzip twins of the build's text files, served as they are.
  plugins: [nodeWorkersStayNode(), react(), precompress()],
  base: "/",
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // bench/size.mjs reads it to tell what each route loads.
    manifest: true,
  },
  worker: { format: "es", plugins: () => [nodeWorkersStayNode()] },
  server: {
    host: "127.0.0.1",
    proxy: {
      "/api": { target: SERVER, changeOrigin: true },
      "/socket.io": { target: SERVER, changeOrigin: true, ws: true },
    },
  },
  preview: { host: "127.0.0.1" },
});
