// Plays a fixed number of random playouts through `benchPlayouts`, the loop `numbers bench`
// times, either from the `numbers` bundle (the very modules its `bench` command imports) or
// from the TypeScript sources through tsx, so that valgrind can count the instructions a
// playout takes from each (docs/benchmarks.md, "The lost 15%"): on this shared machine
// instruction counts hold still where times do not. The clock given to `benchPlayouts` stands
// still and jumps to a run's end after its last batch of 256 playouts: one batch of warm-up,
// then the rest. Per playout: the count of a run less the count of a run of 0 playouts.
//
//   node scripts/bundle/count-playouts.mjs bundle|source <game> <playouts>
//   valgrind --tool=cachegrind --cache-sim=no node --single-threaded \
//     scripts/bundle/count-playouts.mjs bundle take-or-pay 200000
//
// Prints one JSON line: where the code came from, the game, the playouts played (a multiple of
// 256, at least 512 unless 0) and the actions of all but the warm-up's (the same from both).

import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { BUNDLES, isFresh } from "./fresh.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "../..");
const BATCH = 256;
const PLAYERS = 4;

/** The modules the bundle's `bench` command imports `names` from, read off its import lines. */
function bundleModules(names) {
  const dist = join(ROOT, BUNDLES.numbers.outdir);
  if (!isFresh(dist)) {
    throw new Error("the numbers bundle is missing or stale: node scripts/bundle/build.mjs");
  }
  const bench = readdirSync(dist).find((f) => /^bench-[A-Z0-9]+\.mjs$/.test(f));
  if (bench === undefined) throw new Error(`no bench-*.mjs chunk in ${dist}`);
  const code = readFileSync(join(dist, bench), "utf8");
  const from = new Map();
  for (const [, list, chunk] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"(\.\/[^"]+)"/g)) {
    for (const item of list.split(",")) {
      const [exported, local = exported] = item.trim().split(/\s+as\s+/);
      if (exported !== "") from.set(local, { exported, url: pathToFileURL(join(dist, chunk)) });
    }
  }
  return names.map((name) => {
    const at = from.get(name);
    if (at === undefined) throw new Error(`${bench} imports no ${name}`);
    return import(at.url.href).then((m) => m[at.exported]);
  });
}

/** `benchPlayouts`, `GAMES` and `BOT_GAMES` from the bundle or from the sources. */
async function load(where) {
  if (where === "bundle") {
    const [benchPlayouts, GAMES, BOT_GAMES] = await Promise.all(
      bundleModules(["benchPlayouts", "GAMES", "BOT_GAMES"]),
    );
    return { benchPlayouts, GAMES, BOT_GAMES };
  }
  const { register } = await import("tsx/esm/api");
  register();
  const { GAMES } = await import(pathToFileURL(join(ROOT, "packages/engine/src/index.ts")).href);
  const bots = await import(pathToFileURL(join(ROOT, "packages/bots/src/index.ts")).href);
  return { benchPlayouts: bots.benchPlayouts, GAMES, BOT_GAMES: bots.BOT_GAMES };
}

/**
 * A clock for `benchPlayouts` (which reads it at a run's start and after each batch) that ends
 * the warm-up (200 ms with seconds = 1) after 1 batch and the timed run (1000 ms) after `rest`.
 */
function batchClock(rest) {
  let reads = 0;
  return () => {
    reads++;
    if (reads === 1) return 0;
    return reads <= 2 + rest ? 200 : 1200;
  };
}

const [where, game, count, ...extra] = process.argv.slice(2);
const playouts = Number(count);
if (
  (where !== "bundle" && where !== "source") ||
  game === undefined ||
  !Number.isInteger(playouts) ||
  playouts < 0 ||
  extra.length > 0
) {
  console.error("usage: node scripts/bundle/count-playouts.mjs bundle|source <game> <playouts>");
  process.exit(2);
}
const { benchPlayouts, GAMES, BOT_GAMES } = await load(where);
if (!(game in GAMES)) {
  console.error(`unknown game "${game}" (${Object.keys(GAMES).join(", ")})`);
  process.exit(2);
}
const batches = playouts === 0 ? 0 : Math.max(2, Math.floor(playouts / BATCH));
const parsed = GAMES[game].parseConfig({ ...BOT_GAMES[game].benchConfig, players: PLAYERS });
if (!parsed.ok) throw new Error(parsed.error.message);
// 0 seconds: both runs end before their first batch. Otherwise the timed run's 1000 ms make
// its actions per second its actions.
const seconds = batches === 0 ? 0 : 1;
const figure = benchPlayouts(GAMES[game], parsed.value, seconds, batchClock(batches - 1));
const timed = batches === 0 ? 0 : figure.actions_per_s;
console.log(
  JSON.stringify({ from: where, game, playouts: batches * BATCH, actions_after_warmup: timed }),
);
