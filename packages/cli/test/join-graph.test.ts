// `numbers join` is a client: loading it must not load the server, Fastify or a database
// driver. Checked on the static import graph (esbuild's resolver, the one Vite uses): from
// the join command, and from what `numbers --help` loads, the CLI's entry point with every
// command module of its table (commands/index.ts loads them through dynamic imports, one
// for `numbers <command>`); `serve` and `verify` load the server only when they run, through
// dynamic imports, not followed.

import { readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

/** The third-party packages and workspace files statically reachable from `entry`. */
async function staticGraph(
  entries: readonly string[],
): Promise<{ packages: Set<string>; files: string[] }> {
  const packages = new Set<string>();
  const result = await build({
    entryPoints: [...entries],
    outdir: "unused",
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    logLevel: "silent",
    plugins: [
      {
        name: "record-packages",
        setup(b) {
          b.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === "dynamic-import") return { path: args.path, external: true };
            const p = args.path;
            if (p.startsWith(".") || p.startsWith("/") || p.startsWith("@number-games/")) {
              return undefined; // our own files: followed
            }
            if (p.startsWith("node:")) return { path: p, external: true };
            const parts = p.split("/");
            packages.add(p.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? p));
            return { path: p, external: true };
          });
        },
      },
    ],
  });
  const files = Object.keys(result.metafile.inputs).map((f) =>
    relative(root, join(process.cwd(), f)).replaceAll("\\", "/"),
  );
  return { packages, files };
}

const SERVER_ONLY = [
  "fastify",
  "@fastify/helmet",
  "@fastify/rate-limit",
  "@fastify/static",
  "pg",
  "better-sqlite3",
  "kysely",
  "ioredis",
  "socket.io",
  "@socket.io/redis-adapter",
];

const LIGHT_SERVER_MODULES = [
  "config/config-error.ts",
  "config/env.ts",
  "tables/fairness.ts",
  "common/ids.ts",
  "common/json.ts",
  "config/network.ts",
  "config/service-urls.ts",
].map((f) => `packages/server/src/${f}`);

/** The command modules of commands/index.ts's table, which `numbers --help` loads. */
function commandModules(): string[] {
  const index = readFileSync(join(root, "packages/cli/src/commands/index.ts"), "utf8");
  const names = [...index.matchAll(/import\("\.\/([\w-]+)"\)/g)].map((m) => m[1]!);
  expect(names.length).toBeGreaterThan(10);
  return names.map((n) => `packages/cli/src/commands/${n}.ts`);
}

describe("numbers join's import graph", () => {
  for (const entry of ["packages/cli/src/commands/join.ts", "packages/cli/src/main.ts"]) {
    it(`${entry} reaches protocol and socket.io-client, never the server`, async () => {
      const entries = entry.endsWith("main.ts") ? [entry, ...commandModules()] : [entry];
      const { packages, files } = await staticGraph(entries.map((e) => join(root, e)));
      expect(files.some((f) => f.includes("packages/cli/src/commands/join.ts"))).toBe(true);
      expect(files.some((f) => f.includes("packages/protocol/src/client.ts"))).toBe(true);
      expect(packages.has("socket.io-client")).toBe(true);
      expect(SERVER_ONLY.filter((p) => packages.has(p))).toEqual([]);
      // The CLI's entry reads two light server modules (the env variables' names for `serve
      // --help`, the fairness check of `verify`) and what they import; the join command none.
      const allowed = entry.endsWith("main.ts") ? LIGHT_SERVER_MODULES : [];
      const server = files.filter((f) => f.startsWith("packages/server/"));
      expect(server.filter((f) => !allowed.includes(f))).toEqual([]);
    });
  }
});
