// `numbers class new --game <g> [--size N|even] [--roster file] [--server URL]`: creates a
// class on a running server (docs/protocol.md, "Running a class") and prints its class code,
// the students' join link and the teacher's dashboard link (with the secret teacher token).
// Talks to the server through the protocol's typed client only. Bad input: one line, exit 2.

import { readFileSync } from "node:fs";
import { GAME_IDS, getGame, isGameId } from "@number-games/engine";
import type { CreateClassRequest, HintLanguage } from "@number-games/protocol";
import { CLASS_LIMITS, CLASS_PATHS, createApiClient, HINT_LANGUAGES } from "@number-games/protocol";
import type { Command } from "commander";
import { fail, GAME_CHOICES, jsonObjectArg } from "../options";
import { register as registerReport } from "./class-report";
import { DEFAULT_SERVER } from "./join";

interface ClassNewOptions {
  readonly game?: string;
  readonly size: string;
  readonly roster?: string;
  readonly server?: string;
  readonly config?: string;
  readonly pinyin: boolean;
  readonly arabic: boolean;
  readonly lang: string;
}

/** The teacher's flags → the request body, or why not (one line). */
export function classRequest(o: ClassNewOptions): { body: CreateClassRequest } | { error: string } {
  if (o.game === undefined) return { error: `--game is required: ${GAME_CHOICES}` };
  if (!isGameId(o.game)) {
    return { error: `unknown game "${o.game}"; choose one of ${GAME_IDS.join(", ")}` };
  }
  let tableSize: number | "even";
  if (o.size === "even") tableSize = "even";
  else if (/^\d+$/.test(o.size)) tableSize = Number(o.size);
  else return { error: `--size must be a number of players or "even", not "${o.size}"` };
  if (!HINT_LANGUAGES.includes(o.lang as HintLanguage)) {
    return { error: `--lang must be ${HINT_LANGUAGES.join(" or ")}, not "${o.lang}"` };
  }
  let config: Record<string, unknown> | undefined;
  if (o.config !== undefined) {
    try {
      config = jsonObjectArg(o.config);
    } catch (e) {
      return { error: `--config: ${e instanceof Error ? e.message : String(e)}` };
    }
  }
  let roster: string[] | undefined;
  if (o.roster !== undefined) {
    let text: string;
    try {
      text = readFileSync(o.roster === "-" ? 0 : o.roster, "utf8");
    } catch (e) {
      return { error: `cannot read the roster ${o.roster}: ${(e as Error).message}` };
    }
    roster = text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter((l) => l !== "");
    if (roster.length === 0) return { error: `the roster ${o.roster} has no names` };
    if (roster.length > CLASS_LIMITS.maxRoster) {
      return { error: `a roster has at most ${CLASS_LIMITS.maxRoster} names` };
    }
  }
  return {
    body: {
      game: o.game,
      tableSize,
      settings: { pinyin: o.pinyin, arabic: o.arabic, hintLanguage: o.lang as HintLanguage },
      ...(config !== undefined ? { config } : {}),
      ...(roster !== undefined ? { roster } : {}),
    },
  };
}

/** The server `npm start` runs on this computer: port PORT (default 8080). */
export function localServer(env: NodeJS.ProcessEnv = process.env): string {
  const port = env.PORT;
  return port !== undefined && /^\d{1,5}$/.test(port) ? `http://127.0.0.1:${port}` : DEFAULT_SERVER;
}

/** An origin at a loopback name: links to it open on this computer only. */
function isLoopbackOrigin(origin: string): boolean {
  const h = new URL(origin).hostname.replace(/^\[|\]$/g, "");
  return h === "localhost" || h === "::1" || /^127\./.test(h);
}

export function register(program: Command): void {
  const cls = program.command("class").description("run a class of tables on a server");
  registerReport(cls);
  cls
    .command("new")
    .description("create a class; prints the class code, join link and teacher's link")
    .option("--game <game>", GAME_CHOICES)
    .option("--size <n|even>", "players per table, or even", "even")
    .option("--roster <file>", "the class list, one name a line (- for stdin)")
    .option("--config <json>", 'the game\'s config without players, e.g. \'{"preset":"classic"}\'')
    .option("--no-pinyin", "Take or Pay: no pinyin hints")
    .option("--no-arabic", "Take or Pay: no Arabic-numeral hints")
    .option("--lang <en|zh>", "hint language", "en")
    .option(
      "--server <url>",
      `the server (default $NUMBERS_SERVER, else this computer's: http://127.0.0.1:$PORT, ${DEFAULT_SERVER} without PORT, as npm start serves)`,
    )
    .action(async (opts: ClassNewOptions) => {
      const req = classRequest(opts);
      if ("error" in req) fail(req.error);
      const server = (opts.server ?? (process.env.NUMBERS_SERVER || localServer())).replace(
        /\/+$/,
        "",
      );
      if (!/^https?:\/\/[^/]+$/i.test(server))
        fail(`--server must be an origin such as ${DEFAULT_SERVER}`);
      const api = createApiClient(server);
      const created = await api.createClass({ body: req.body });
      if (!created.ok && created.error.code === "ERR_NETWORK") {
        fail(
          `no Number Games server answers at ${server}: start one on this computer with \`npm start\`, or name it with --server URL (or NUMBERS_SERVER)`,
        );
      }
      if (!created.ok) {
        const rule =
          "rule" in created.error && created.error.rule ? ` (${created.error.rule})` : "";
        fail(`${created.error.message}${rule}`);
      }
      const info = await api.server();
      const origin = (info.ok ? info.value.shareOrigin : null) ?? server;
      const { code, classId, teacherToken, dashboard } = created.value;
      const size =
        dashboard.class.tableSize === "even"
          ? "as even as possible"
          : `of ${dashboard.class.tableSize}`;
      process.stdout.write(
        [
          `Class created: ${getGame(dashboard.class.game).title}, tables ${size}.`,
          `  class code:   ${code}`,
          `  students join: ${origin}${CLASS_PATHS.join(code)}`,
          `  teacher:      ${origin}${CLASS_PATHS.teacher(classId, teacherToken)}`,
          ...(info.ok && info.value.shareOrigin === null && isLoopbackOrigin(origin)
            ? [
                "Phones and tablets cannot open these links: the server can be reached from this computer only",
                "(HOST=127.0.0.1, or no network). Start it with `npm start` on the classroom's network.",
              ]
            : []),
          "Keep the teacher link secret: it controls the class. The class and everything in it",
          "is deleted 7 days after its last activity.",
          "",
        ].join("\n"),
      );
    });
}
