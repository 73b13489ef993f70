// A Vite plugin that writes a brotli (`.br`) and a gzip (`.gz`) twin beside each text file of
// the build, once, at build time, at the highest levels: the server sends the twin a browser
// accepts (@fastify/static's `preCompressed`) and never compresses on a request.

import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

/** Text worth compressing; pictures, fonts (woff2 is compressed already) and audio are not. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml|map)$/;
/** Below this a twin saves next to nothing (a response's headers alone are about 1 KB). */
const MIN_BYTES = 256;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      // Vite's own bookkeeping (.vite/manifest.json) is never served.
      if (!name.startsWith(".")) yield* files(path);
    } else yield path;
  }
}

/** Writes the twins of every compressible file under `dir`; the count of files twinned. */
export function precompressDir(dir: string): number {
  let count = 0;
  for (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const data = readFileSync(path);
    if (data.length < MIN_BYTES) continue;
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = gzipSync(data, { level: 9 });
    // A twin no smaller than the file is useless: the file is sent as it is.
    if (br.length < data.length) writeFileSync(`${path}.br`, br);
    if (gz.length < data.length) writeFileSync(`${path}.gz`, gz);
    count++;
  }
  return count;
}

export function precompress(): Plugin {
  let config: ResolvedConfig | null = null;
  return {
    name: "number-games:precompress",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      if (config === null || config.build.ssr) return;
      precompressDir(join(config.root, config.build.outDir));
    },
  };
}
