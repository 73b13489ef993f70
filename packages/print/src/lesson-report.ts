// The lesson report as a printed document (report.ts lays it out): the words of the teacher's
// lesson report in English and Simplified Chinese, and how a report becomes sections and
// tables. The words for the kinds of mistake are mistake-kinds.ts's and a move's words are
// move-words.ts's ("place on 5", "拿牌"), which the web app shows too, so the screen and the
// paper say the same thing.
//
// The input is the report as the server sends it (protocol's LessonReport), described here
// by the fields this file reads, so the print package keeps depending on the engine alone.

import type { GameId } from "@number-games/engine";
import { getGame, takeOrPayGame } from "@number-games/engine";
import { MISTAKE_KINDS_EN, MISTAKE_KINDS_ZH } from "./mistake-kinds";
import type { MoveWord } from "./move-words";
import { MOVE_WORDS_EN, MOVE_WORDS_ZH, moveWords } from "./move-words";
import type { Language } from "./options";
import type { Paper } from "./paper";
import type { ReportDocument, ReportSection } from "./report";
import { PRINT_TEXT } from "./text";

export interface ReportMoveInput {
  readonly name: string | null;
  readonly gameNumber: number;
  readonly game: GameId;
  readonly index: number;
  readonly actionText: string;
  readonly bestText: string;
  readonly cost: number;
  readonly unit: "points" | "win";
  readonly kind: string | null;
}

export interface LessonReportInput {
  readonly status: {
    readonly state: "computing" | "ready";
    readonly done: number;
    readonly total: number;
  };
  readonly students: readonly {
    readonly name: string;
    readonly games: readonly {
      readonly gameNumber: number;
      readonly place: number | null;
      readonly decisions: number;
      readonly mistakes: number;
    }[];
    readonly decisions: number;
    readonly goodShare: number | null;
    readonly costly: readonly ReportMoveInput[];
    readonly trend: {
      readonly fromGame: number;
      readonly toGame: number;
      readonly fromMistakes: number;
      readonly toMistakes: number;
      readonly direction: "fewer" | "more" | "same";
    } | null;
    readonly warmup: { readonly score: number; readonly total: number } | null;
  }[];
  readonly kinds: readonly {
    readonly game: GameId;
    readonly kind: string;
    readonly count: number;
    readonly students: number;
  }[];
  readonly moments: readonly (ReportMoveInput & { readonly type: "costly" | "strong" })[];
  readonly misread: readonly {
    readonly shown: number;
    readonly count: number;
    readonly confusedWith: readonly { readonly chosen: number; readonly count: number }[];
  }[];
}

export interface LessonReportText {
  readonly title: string;
  readonly subtitle: string;
  readonly computing: string;
  readonly ready: string;
  readonly studentsHeading: string;
  readonly studentsIntro: string;
  readonly columns: {
    readonly student: string;
    readonly games: string;
    readonly good: string;
    readonly trend: string;
    readonly costly: string;
    readonly warmup: string;
  };
  readonly place: string;
  readonly noDecisions: string;
  readonly trendFewer: string;
  readonly trendMore: string;
  readonly trendSame: string;
  readonly noMistakes: string;
  readonly move: string;
  readonly cost: { readonly points: string; readonly win: string };
  readonly kindsHeading: string;
  readonly kindColumns: {
    readonly game: string;
    readonly kind: string;
    readonly times: string;
    readonly students: string;
  };
  readonly noKinds: string;
  readonly momentsHeading: string;
  readonly momentsIntro: string;
  readonly momentColumns: {
    readonly where: string;
    readonly who: string;
    readonly move: string;
    readonly why: string;
  };
  readonly momentCostly: string;
  readonly momentStrong: string;
  readonly hiddenName: string;
  readonly noMoments: string;
  readonly misreadHeading: string;
  readonly misreadColumns: {
    readonly number: string;
    readonly times: string;
    readonly takenFor: string;
  };
  readonly noMisread: string;
  readonly warmupScore: string;
  readonly noWarmup: string;
  readonly pageLabel: string;
  /** The game's name for each kind of mistake (the bots' mistake kinds). */
  readonly kinds: Readonly<Record<string, string>>;
  /** A move in the players' words (move-words.ts). */
  readonly moves: Readonly<Record<MoveWord, string>>;
  /** A seat a move names (Magic Numbers' gifts): the report has no other player's name. */
  readonly seat: string;
}

export const LESSON_REPORT_TEXT: Readonly<Record<Language, LessonReportText>> = {
  en: {
    title: "Lesson report",
    subtitle: "Class {{code}} · {{date}}",
    computing:
      "Still computing: {{done}} of {{total}} decisions rated. These figures are not final.",
    ready: "Every decision of the finished games is rated ({{total}} in all).",
    studentsHeading: "Students",
    studentsIntro:
      "Good decisions: the share of a student's decisions the review rated best or nearly best. Each decision is rated against the strongest analysis the review has, from what the student could see at that moment.",
    columns: {
      student: "Student",
      games: "Games (place)",
      good: "Good decisions",
      trend: "Over the lesson",
      costly: "Costliest mistakes",
      warmup: "Warm-up",
    },
    place: "game {{n}}: {{place}}",
    noDecisions: "no decisions yet",
    trendFewer:
      "fewer costly mistakes in game {{to}} ({{toMistakes}}) than in game {{from}} ({{fromMistakes}})",
    trendMore:
      "more costly mistakes in game {{to}} ({{toMistakes}}) than in game {{from}} ({{fromMistakes}})",
    trendSame: "about as many mistakes in game {{to}} as in game {{from}}",
    noMistakes: "none",
    move: "game {{game}}, move {{move}}: {{played}}; better: {{best}}",
    cost: { points: "{{cost}} points", win: "{{cost}}% win chance" },
    kindsHeading: "The most common mistakes",
    kindColumns: { game: "Game", kind: "Mistake", times: "Times", students: "Students" },
    noKinds: "No mistake of a named kind so far.",
    momentsHeading: "Moments worth discussing",
    momentsIntro:
      "Open each in the replay from the report page to show the position and the better move.",
    momentColumns: { where: "Game", who: "Student", move: "Move", why: "Why" },
    momentCostly: "a costly mistake ({{cost}})",
    momentStrong: "a strong move: the one good move here",
    hiddenName: "(hidden)",
    noMoments: "No moment stands out yet.",
    misreadHeading: "Numbers misread in the warm-up",
    misreadColumns: { number: "Number", times: "Times misread", takenFor: "Taken for" },
    noMisread: "No number was misread (or no warm-up was done).",
    warmupScore: "{{score}} of {{total}}",
    noWarmup: "not done",
    pageLabel: "{page} / {pages}",
    kinds: MISTAKE_KINDS_EN,
    moves: MOVE_WORDS_EN,
    seat: "Player {{n}}",
  },
  zh: {
    title: "课堂报告",
    subtitle: "班级 {{code}} · {{date}}",
    computing: "仍在计算：已评 {{done}}/{{total}} 个决定。这些数字还不是最终结果。",
    ready: "已结束的各局中每个决定都已评定（共 {{total}} 个）。",
    studentsHeading: "学生",
    studentsIntro:
      "好的决定：复盘评为最佳或接近最佳的决定所占的比例。每个决定只按学生当时能看到的信息，与复盘所能做的最强分析比较。",
    columns: {
      student: "学生",
      games: "局（名次）",
      good: "好的决定",
      trend: "整堂课的变化",
      costly: "代价最大的失误",
      warmup: "热身",
    },
    place: "第 {{n}} 局：第 {{place}} 名",
    noDecisions: "还没有决定",
    trendFewer:
      "第 {{to}} 局的大失误（{{toMistakes}} 个）比第 {{from}} 局（{{fromMistakes}} 个）少",
    trendMore: "第 {{to}} 局的大失误（{{toMistakes}} 个）比第 {{from}} 局（{{fromMistakes}} 个）多",
    trendSame: "第 {{to}} 局与第 {{from}} 局的失误差不多",
    noMistakes: "没有",
    move: "第 {{game}} 局第 {{move}} 步：{{played}}；更好：{{best}}",
    cost: { points: "{{cost}} 分", win: "胜率 {{cost}}%" },
    kindsHeading: "最常见的失误",
    kindColumns: { game: "游戏", kind: "失误", times: "次数", students: "学生数" },
    noKinds: "目前还没有归类的失误。",
    momentsHeading: "值得讨论的时刻",
    momentsIntro: "在报告页面中打开回放，展示当时的局面和更好的走法。",
    momentColumns: { where: "局", who: "学生", move: "走法", why: "原因" },
    momentCostly: "代价很大的失误（{{cost}}）",
    momentStrong: "好棋：这里唯一的好走法",
    hiddenName: "（隐藏）",
    noMoments: "目前没有特别突出的时刻。",
    misreadHeading: "热身中读错的数字",
    misreadColumns: { number: "数字", times: "读错次数", takenFor: "被当成" },
    noMisread: "没有读错的数字（或还没有做热身）。",
    warmupScore: "{{score}}/{{total}}",
    noWarmup: "未做",
    pageLabel: "{page} / {pages}",
    kinds: MISTAKE_KINDS_ZH,
    moves: MOVE_WORDS_ZH,
    seat: "玩家 {{n}}",
  },
};

/** `{{name}}` placeholders filled in. */
export function fillText(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(/\{\{(\w+)\}\}/g, (m, k: string) =>
    k in values ? String(values[k]) : m,
  );
}

/** A warm-up number as the students saw it, with its value: 十二 (12). */
export function numeral(n: number): string {
  return `${takeOrPayGame.hanzi(n)} (${n})`;
}

/** A cost as the report shows it: points to two places, a win chance in whole percent. */
export function costText(text: LessonReportText, cost: number, unit: "points" | "win"): string {
  return unit === "points"
    ? fillText(text.cost.points, { cost: cost.toFixed(2) })
    : fillText(text.cost.win, { cost: Math.round(cost * 100) });
}

/**
 * A move of the report (the engine's notation, "place 5") in the players' words ("place on 5",
 * "放在 5"), a seat it names as "Player 2"; the notation itself if it does not read as a move.
 */
export function moveText(text: LessonReportText, game: GameId, notation: string): string {
  const parsed = getGame(game).parseActionText(notation);
  if (!parsed.ok) return notation;
  // Magic Numbers, the one game whose moves name a seat, seats at most 8.
  const seats = Array.from({ length: 8 }, (_, i) => fillText(text.seat, { n: i + 1 }));
  const say = (key: MoveWord, values: Readonly<Record<string, string | number>>) =>
    fillText(text.moves[key], values);
  // A seat in Chinese ("玩家 2") after a Chinese word takes no space: "送给玩家 2".
  return (moveWords(game, parsed.value, say, seats) ?? notation).replace(SPACE_BETWEEN_HAN, "$1");
}

const SPACE_BETWEEN_HAN = /(\p{Script=Han}) +(?=\p{Script=Han})/gu;

/** A move of the report in words: where it was, what was played, what was better. */
export function moveLine(text: LessonReportText, m: ReportMoveInput): string {
  return fillText(text.move, {
    game: m.gameNumber,
    move: m.index + 1,
    played: moveText(text, m.game, m.actionText),
    best: moveText(text, m.game, m.bestText),
  });
}

export interface LessonReportOptions {
  readonly lang: Language;
  readonly paper: Paper;
  readonly classCode: string;
  /** As the caller shows dates (e.g. 2026-12-02 10:40). */
  readonly date: string;
  /** Names in the moments: false prints them hidden (for a projector or a hand-out). */
  readonly showNames: boolean;
}

/** The report as a document to print (report.ts). */
export function lessonReportDocument(
  report: LessonReportInput,
  options: LessonReportOptions,
): ReportDocument {
  const t = LESSON_REPORT_TEXT[options.lang];
  const games = PRINT_TEXT[options.lang].gameTitle;
  const percent = (x: number | null) => (x === null ? "–" : `${Math.round(x * 100)}%`);
  const status =
    report.status.state === "computing"
      ? fillText(t.computing, { done: report.status.done, total: report.status.total })
      : fillText(t.ready, { total: report.status.total });
  const students: ReportSection = {
    heading: t.studentsHeading,
    paragraphs: [t.studentsIntro],
    table: {
      columns: [
        t.columns.student,
        t.columns.games,
        t.columns.good,
        t.columns.trend,
        t.columns.costly,
        t.columns.warmup,
      ],
      widths: [2, 2, 1.2, 3, 4, 1.2],
      rows: report.students.map((s) => [
        s.name,
        s.games
          .map((g) => fillText(t.place, { n: g.gameNumber, place: g.place ?? "–" }))
          .join("\n"),
        s.decisions === 0 ? t.noDecisions : `${percent(s.goodShare)} (${s.decisions})`,
        s.trend === null
          ? "–"
          : fillText(
              s.trend.direction === "fewer"
                ? t.trendFewer
                : s.trend.direction === "more"
                  ? t.trendMore
                  : t.trendSame,
              {
                from: s.trend.fromGame,
                to: s.trend.toGame,
                fromMistakes: s.trend.fromMistakes,
                toMistakes: s.trend.toMistakes,
              },
            ),
        s.costly.length === 0
          ? t.noMistakes
          : s.costly.map((m) => `${moveLine(t, m)} (${costText(t, m.cost, m.unit)})`).join("\n"),
        s.warmup === null ? t.noWarmup : fillText(t.warmupScore, s.warmup),
      ]),
    },
  };
  const kinds: ReportSection =
    report.kinds.length === 0
      ? { heading: t.kindsHeading, paragraphs: [t.noKinds] }
      : {
          heading: t.kindsHeading,
          table: {
            columns: [
              t.kindColumns.game,
              t.kindColumns.kind,
              t.kindColumns.times,
              t.kindColumns.students,
            ],
            widths: [2, 5, 1, 1],
            rows: report.kinds.map((k) => [
              games[k.game],
              t.kinds[k.kind] ?? k.kind,
              String(k.count),
              String(k.students),
            ]),
          },
        };
  const moments: ReportSection =
    report.moments.length === 0
      ? { heading: t.momentsHeading, paragraphs: [t.noMoments] }
      : {
          heading: t.momentsHeading,
          paragraphs: [t.momentsIntro],
          table: {
            columns: [
              t.momentColumns.where,
              t.momentColumns.who,
              t.momentColumns.move,
              t.momentColumns.why,
            ],
            widths: [2, 2, 4, 3],
            rows: report.moments.map((m) => [
              games[m.game],
              options.showNames && m.name !== null ? m.name : t.hiddenName,
              moveLine(t, m),
              m.type === "costly"
                ? fillText(t.momentCostly, { cost: costText(t, m.cost, m.unit) })
                : t.momentStrong,
            ]),
          },
        };
  const misread: ReportSection =
    report.misread.length === 0
      ? { heading: t.misreadHeading, paragraphs: [t.noMisread] }
      : {
          heading: t.misreadHeading,
          table: {
            columns: [t.misreadColumns.number, t.misreadColumns.times, t.misreadColumns.takenFor],
            widths: [1, 1, 3],
            rows: report.misread.map((m) => [
              numeral(m.shown),
              String(m.count),
              m.confusedWith.map((c) => `${numeral(c.chosen)} × ${c.count}`).join(", "),
            ]),
          },
        };
  return {
    title: t.title,
    subtitle: `${fillText(t.subtitle, { code: options.classCode, date: options.date })} · ${status}`,
    lang: options.lang === "zh" ? "zh-Hans" : "en",
    paper: options.paper,
    pageLabel: t.pageLabel,
    sections: [students, kinds, moments, misread],
  };
}
