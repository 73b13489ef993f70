// `numbers class report <teacher link>`: the lesson report of a class (docs/classroom.md, "The
// lesson report"): each student's decisions in the finished games rated by the review engine,
// the common mistakes, the moments worth discussing and the warm-up's misread numbers. The
// teacher's link (what `numbers class new` printed, or the teacher page's address) holds the
// class and its secret token. Text by default, `--json` as the server sends it, `--pdf FILE`
// printed (A4/Letter, English/Chinese) by the print package. `--wait` waits (with progress on
// stderr) until every decision is rated; without it, a report still computing says so and its
// figures are marked not final.

import { existsSync, writeFileSync } from "node:fs";
import {
  costText,
  fillText,
  LESSON_REPORT_TEXT,
  moveLine,
  moveText,
} from "@number-games/print/lesson-report";
import type { LessonReport } from "@number-games/protocol";
import { createApiClient } from "@number-games/protocol";
import type { Command } from "commander";
import { fail } from "../options";

interface ReportOptions {
  readonly json: boolean;
  readonly pdf?: string;
  readonly lang: string;
  readonly paper: string;
  readonly names: boolean;
  readonly wait: boolean;
  readonly force: boolean;
}

/** `http://host:port/class/<id>#<token>` → its origin, class id and token; null if not one. */
export function parseTeacherLink(
  link: string,
): { origin: string; classId: string; token: string } | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const m = /^\/class\/([^/]+)\/?$/.exec(url.pathname);
  const token = url.hash.replace(/^#/, "");
  if (m === null || token === "" || !/^https?:$/.test(url.protocol)) return null;
  return { origin: url.origin, classId: decodeURIComponent(m[1]!), token };
}

/**
 * The report as lines of text (English), each figure not final while computing, in the printed
 * report's words (the print package's LESSON_REPORT_TEXT): the terminal and the paper agree.
 */
export function reportText(r: LessonReport): string {
  const t = LESSON_REPORT_TEXT.en;
  const pct = (x: number | null) => (x === null ? "–" : `${Math.round(x * 100)}%`);
  const lines: string[] = [];
  lines.push(
    r.status.state === "computing"
      ? fillText(t.computing, { done: r.status.done, total: r.status.total })
      : fillText(t.ready, { total: r.status.total }),
  );
  lines.push("", t.studentsHeading);
  for (const s of r.students) {
    const games = s.games.map((g) => fillText(t.place, { n: g.gameNumber, place: g.place ?? "–" }));
    lines.push(
      `  ${s.name}: ${s.decisions === 0 ? t.noDecisions : `${pct(s.goodShare)} good decisions of ${s.decisions}`}${games.length > 0 ? ` (${games.join(", ")})` : ""}`,
    );
    if (s.trend !== null) {
      const trend = { fewer: t.trendFewer, more: t.trendMore, same: t.trendSame }[
        s.trend.direction
      ];
      lines.push(
        `    ${fillText(trend, {
          from: s.trend.fromGame,
          to: s.trend.toGame,
          fromMistakes: s.trend.fromMistakes,
          toMistakes: s.trend.toMistakes,
        })}`,
      );
    }
    for (const m of s.costly) {
      lines.push(
        `    ${moveLine(t, m)} (${costText(t, m.cost, m.unit)})${m.kind ? ` [${m.kind}]` : ""}`,
      );
    }
    if (s.warmup !== null) {
      lines.push(
        `    warm-up: ${fillText(t.warmupScore, { score: s.warmup.score, total: s.warmup.total })}`,
      );
    }
  }
  lines.push("", t.kindsHeading);
  if (r.kinds.length === 0) lines.push(`  ${t.noKinds}`);
  for (const k of r.kinds) {
    lines.push(`  ${k.game}: ${k.kind} ×${k.count} (${k.students} students)`);
  }
  lines.push("", t.momentsHeading);
  if (r.moments.length === 0) lines.push(`  ${t.noMoments}`);
  for (const m of r.moments) {
    // The table's id beside the game's number: the replay to open.
    const where = fillText(t.move, {
      game: `${m.gameNumber} (table ${m.tableId})`,
      move: m.index + 1,
      played: moveText(t, m.game, m.actionText),
      best: moveText(t, m.game, m.bestText),
    });
    lines.push(`  ${m.type}: ${where}`);
  }
  lines.push("", t.misreadHeading);
  if (r.misread.length === 0) lines.push(`  ${t.noMisread}`);
  for (const m of r.misread) {
    lines.push(
      `  ${m.shown} ×${m.count}: taken for ${m.confusedWith.map((c) => `${c.chosen} ×${c.count}`).join(", ")}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

export function register(cls: Command): void {
  cls
    .command("report")
    .description("the lesson report of a class, from the teacher's link")
    .argument("<teacher-link>", "the teacher's link (`numbers class new` printed it)")
    .option("--json", "the report as the server sends it", false)
    .option("--pdf <file>", "write it as a PDF")
    .option("--lang <en|zh>", "the PDF's language", "en")
    .option("--paper <a4|letter>", "the PDF's paper", "a4")
    .option("--names", "the PDF names the students of the moments", false)
    .option("--wait", "wait until every decision is rated (progress on stderr)", false)
    .option("--force", "replace an existing --pdf file", false)
    .action(async (link: string, opts: ReportOptions) => {
      const where = parseTeacherLink(link);
      if (where === null) {
        fail("the teacher's link looks like http://host:port/class/<id>#<token>");
      }
      if (opts.lang !== "en" && opts.lang !== "zh") fail("--lang must be en or zh");
      if (opts.paper !== "a4" && opts.paper !== "letter") fail("--paper must be a4 or letter");
      if (opts.pdf !== undefined && existsSync(opts.pdf) && !opts.force) {
        fail(`${opts.pdf} exists: choose another file, or --force to replace it`);
      }
      const api = createApiClient(where.origin);
      let report: LessonReport;
      for (;;) {
        const got = await api.classReport({ id: where.classId, token: where.token });
        if (!got.ok) {
          fail(
            got.error.code === "ERR_NETWORK"
              ? `no Number Games server answers at ${where.origin}`
              : got.error.message,
          );
        }
        report = got.value;
        if (!opts.wait || report.status.state === "ready") break;
        process.stderr.write(
          `computing: ${report.status.done} of ${report.status.total} decisions rated\n`,
        );
        await new Promise((done) => setTimeout(done, 1000));
      }
      if (opts.pdf !== undefined) {
        const { lessonReportDocument, makeReportPdf } = await import("@number-games/print");
        const { nodeChunkOf, nodeFontLoader } = await import("@number-games/print/node");
        const dashboard = await api.classDashboard({ id: where.classId, token: where.token });
        const code = dashboard.ok ? dashboard.value.class.code : where.classId;
        const doc = lessonReportDocument(report, {
          lang: opts.lang,
          paper: opts.paper,
          classCode: code,
          date: new Date().toISOString().slice(0, 16).replace("T", " "),
          showNames: opts.names,
        });
        writeFileSync(opts.pdf, await makeReportPdf(doc, nodeFontLoader, nodeChunkOf));
        process.stdout.write(`wrote ${opts.pdf}\n`);
        return;
      }
      process.stdout.write(opts.json ? `${JSON.stringify(report, null, 2)}\n` : reportText(report));
    });
}
