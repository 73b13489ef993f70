// Web bundle budget: builds the app (unless --no-build) and prints the gzipped JavaScript
// each route loads on first visit, from Vite's manifest. Fails when the home page's first
// load is over budget (200 KB of JS, gzipped), or a class's join page's (150 KB: a student's
// phone on the school's network). Then, unless --no-server, it loads the class join page
// through the real server (wire.mjs: precompressed files, cache headers) and fails when the
// cold load transfers more than 160 KB or the reload more than 10 KB.
// `npm run bench:web [-- --no-build] [-- --no-server] [-- --json]`
// It runs under tsx (`npm run bench:web` does), for its command line (scripts/bench-args.ts).

import { execSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { orExit, parseCommandLine } from "../../../scripts/bench-args.ts";
import { measurePage, startBuiltServer } from "./wire.mjs";

const BUDGET_HOME_KB = 200;
const BUDGET_CLASS_JOIN_KB = 150;
const BUDGET_WIRE_COLD_KB = 160;
const BUDGET_WIRE_RELOAD_KB = 10;
const CLASS_JOIN = "class join page (/c/…)";
const here = dirname(fileURLToPath(import.meta.url));
const web = join(here, "..");
const dist = join(web, "dist");
/** `--no-build`, `--no-server` and `--json`, read strictly: a misspelt flag ends the script (exit 2). */
const flags = orExit(
  parseCommandLine(
    {
      script: "bench:web",
      options: {
        "no-build": { type: "boolean" },
        "no-server": { type: "boolean" },
        json: { type: "boolean" },
      },
    },
    process.argv.slice(2),
  ),
).options;

if (!flags["no-build"] || !existsSync(join(dist, ".vite", "manifest.json"))) {
  execSync("npx vite build --logLevel error", { cwd: web, stdio: ["ignore", "ignore", "inherit"] });
}

/** @type {Record<string, {file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[]}>} */
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
const gz = new Map();
function gzipKb(file) {
  if (!gz.has(file))
    gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024);
  return gz.get(file);
}

/** The JS files a chunk needs before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const c = manifest[key];
  if (c === undefined || seen.has(c.file)) return seen;
  seen.add(c.file);
  for (const i of c.imports ?? []) closure(i, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (entryKey === undefined) throw new Error("no entry in the Vite manifest");
const sum = (files) =>
  [...files].filter((f) => f.endsWith(".js")).reduce((s, f) => s + gzipKb(f), 0);

/**
 * The manifest key of a source file or shared chunk, by the end of its name (a page's name
 * without `.tsx` matches either: Vite makes it a shared chunk when another page imports it).
 */
function key(name) {
  const k = Object.keys(manifest).find(
    (x) =>
      x === name ||
      x.endsWith(`/${name}`) ||
      x.endsWith(`/${name}.tsx`) ||
      x.startsWith(`_${name}-`),
  );
  if (k === undefined) throw new Error(`no chunk for ${name} in the Vite manifest`);
  return k;
}

/**
 * What every page loads first: the app shell (React, i18n, the router; pages are lazy) and
 * one language's strings (their own chunk, loaded before the first render), the larger one.
 */
const shell = closure(entryKey);
const strings = ["i18n/en.ts", "i18n/zh.ts"]
  .map((d) => [...closure(key(d))].filter((f) => !shell.has(f)))
  .reduce((a, b) => (sum(a) >= sum(b) ? a : b));
for (const f of strings) shell.add(f);

/**
 * A route: the lazy chunks it loads on top of a base (what the app shell, or the game
 * shell, already loaded). Names are source files or shared chunks.
 */
const SHELL = ["LocalGamePage.tsx"];
const HOME = "home (/)";
const ROUTES = [
  ["app shell with one language (every page loads it first)", [], []],
  [HOME, [], ["home/Home.tsx"]],
  ["set-up (/setup/…)", [], ["SetupPage.tsx"]],
  ["local game, shell (/local/…)", [], SHELL],
  ["  + Number Line board", SHELL, ["games/number-line/Board.tsx"]],
  ["  + Take or Pay board", SHELL, ["games/take-or-pay/Board.tsx"]],
  ["  + Magic Numbers board", SHELL, ["games/magic-numbers/Board.tsx"]],
  ["online lobby (/online/…)", [], ["OnlinePage"]],
  ["online table (/t/…)", [], ["TablePage.tsx"]],
  ["replay viewer (/replay)", [], ["ReplayPage.tsx"]],
  ["rules page (/rules/…)", [], ["RulesPage.tsx"]],
  ["print page (/print)", [], ["PrintPage"]],
  ["  + PDF maker (on Make the PDF; fonts are separate files)", ["PrintPage"], ["makePdf.ts"]],
  ["strategy lab (/lab/…)", [], ["LabPage.tsx"]],
  [CLASS_JOIN, [], ["StudentPage.tsx"]],
  ["  + the table (once the student is seated)", ["StudentPage.tsx"], ["ClassTable"]],
  ["new class (/class)", [], ["NewClassPage.tsx"]],
  ["teacher's page (/class/…)", [], ["TeacherPage.tsx"]],
  ["projector view (/class/…/projector)", [], ["ProjectorPage.tsx"]],
  ["  + a game's report (Take or Pay, the largest)", ["LabPage.tsx"], ["reports/take-or-pay.json"]],
  ["  + Observable Plot (with the first chart)", ["LabPage.tsx"], ["plot/src/index.js"]],
];

const rows = ROUTES.map(([name, base, chunks]) => {
  const loaded = new Set(shell);
  for (const b of base) for (const f of closure(key(b))) loaded.add(f);
  const files = new Set();
  for (const c of chunks) for (const f of closure(key(c))) if (!loaded.has(f)) files.add(f);
  return {
    route: name,
    extraKb: +sum(files).toFixed(1),
    totalKb: +(sum(loaded) + sum(files)).toFixed(1),
  };
});

const homeKb = rows.find((r) => r.route === HOME).totalKb;
const classJoinKb = rows.find((r) => r.route === CLASS_JOIN).totalKb;

// The bot worker is its own file (not in the manifest), fetched on the first computer move.
const assets = readdirSync(join(dist, "assets"));
const worker = assets
  .filter((f) => /^botWorker-.*\.js$/.test(f) && f !== manifest[key("botWorker.ts")].file.slice(7))
  .reduce((m, f) => Math.max(m, gzipKb(`assets/${f}`)), 0);
const css = assets.filter((f) => f.endsWith(".css")).reduce((s, f) => s + gzipKb(`assets/${f}`), 0);

/**
 * The class join page through the server: the files it loads past the HTML's own (the lazy
 * page and its imports, the language strings) and their stylesheets.
 */
let wire = null;
if (!flags["no-server"]) {
  const lazy = new Set([...strings, ...closure(key("StudentPage.tsx"))]);
  for (const c of Object.values(manifest)) {
    if (lazy.has(c.file)) for (const css of c.css ?? []) lazy.add(css);
  }
  const server = await startBuiltServer(dist);
  try {
    wire = await measurePage(server.url, "/c/K7MP2QX4", [...lazy]);
  } finally {
    await server.stop();
  }
}
const wireColdKb = wire === null ? null : +(wire.coldBytes / 1024).toFixed(1);
const wireReloadKb = wire === null ? null : +(wire.reloadBytes / 1024).toFixed(1);

if (flags.json) {
  console.log(
    JSON.stringify(
      {
        shellKb: +sum(shell).toFixed(1),
        homeKb,
        budgetKb: BUDGET_HOME_KB,
        classJoinKb: classJoinKb,
        classJoinBudgetKb: BUDGET_CLASS_JOIN_KB,
        rows,
        workerKb: +worker.toFixed(1),
        cssKb: +css.toFixed(1),
        classJoinWire:
          wire === null
            ? null
            : {
                coldKb: wireColdKb,
                coldBudgetKb: BUDGET_WIRE_COLD_KB,
                reloadKb: wireReloadKb,
                reloadBudgetKb: BUDGET_WIRE_RELOAD_KB,
                cold: wire.cold,
                reload: wire.reload,
              },
      },
      null,
      2,
    ),
  );
} else {
  console.log("Gzipped JavaScript per route (first visit; KB = 1024 bytes, gzip -9)\n");
  console.log("| route | loads on top of what came before | total JS |");
  console.log("|---|---:|---:|");
  for (const r of rows)
    console.log(`| ${r.route} | ${r.extraKb.toFixed(1)} KB | ${r.totalKb.toFixed(1)} KB |`);
  console.log(
    `\nbot worker (separate file, on the first computer move): ${worker.toFixed(1)} KB; stylesheet: ${css.toFixed(1)} KB`,
  );
  console.log(
    `home page budget: ${homeKb.toFixed(1)} KB of ${BUDGET_HOME_KB} KB ${homeKb <= BUDGET_HOME_KB ? "ok" : "OVER BUDGET"}`,
  );
  console.log(
    `class join page budget: ${classJoinKb.toFixed(1)} KB of ${BUDGET_CLASS_JOIN_KB} KB ${classJoinKb <= BUDGET_CLASS_JOIN_KB ? "ok" : "OVER BUDGET"}`,
  );
  if (wire !== null) {
    console.log(
      "\nClass join page through the server (bytes on the wire: status line, headers, body)\n",
    );
    console.log("| request | status | encoding | bytes |");
    console.log("|---|---:|---|---:|");
    for (const r of wire.cold)
      console.log(`| ${r.url} | ${r.status} | ${r.encoding} | ${r.bytes} |`);
    for (const r of wire.reload) console.log(`| reload ${r.url} | ${r.status} | | ${r.bytes} |`);
    console.log(
      `\ncold load: ${wireColdKb} KB of ${BUDGET_WIRE_COLD_KB} KB ${wireColdKb <= BUDGET_WIRE_COLD_KB ? "ok" : "OVER BUDGET"}; ` +
        `reload: ${wireReloadKb} KB of ${BUDGET_WIRE_RELOAD_KB} KB ${wireReloadKb <= BUDGET_WIRE_RELOAD_KB ? "ok" : "OVER BUDGET"}`,
    );
  }
}
if (homeKb > BUDGET_HOME_KB || classJoinKb > BUDGET_CLASS_JOIN_KB) process.exit(1);
if (wire !== null && (wireColdKb > BUDGET_WIRE_COLD_KB || wireReloadKb > BUDGET_WIRE_RELOAD_KB)) {
  process.exit(1);
}
