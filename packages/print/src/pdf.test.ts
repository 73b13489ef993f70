// The PDFs themselves: they open again with pdf-lib, have the expected pages and paper,
// carry the expected text (pdftotext, from poppler-utils, which scripts/ensure-env.sh
// installs), embed font subsets only, keep every text inside its card and inside the
// printable area, and come out byte for byte the same for the same options.

import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { GameId } from "@number-games/engine";
import { GAME_IDS, takeOrPayGame } from "@number-games/engine";
import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import type { Page, Surface, TextStyle } from "./canvas";
import { drawPart } from "./document";
import { allFontFiles } from "./fonts/files";
import { CARD_ROWS, CARDS_PER_ROW } from "./layout";
import { nodeFontLoader } from "./node";
import type { Language, PrintOptions, PrintRequest } from "./options";
import { LANGUAGES, parsePrintOptions } from "./options";
import type { Paper } from "./paper";
import { CARD_SIZE, mm, PAPER_SIZE, PAPERS } from "./paper";
import { makePrintPdf, openPdf } from "./pdf";
import { planPrint } from "./plan";
import { RULE_SHEETS } from "./rules/index";
import { layoutRules, MIN_BODY_SIZE } from "./rulesPage";

const run = promisify(execFile);
const HAS_PDFTOTEXT = spawnSync("pdftotext", ["-v"]).error === undefined;
const dir = mkdtempSync(join(tmpdir(), "print-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function options(req: PrintRequest): PrintOptions {
  const r = parsePrintOptions(req);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Each page's text as pdftotext reads it, with all white space removed. */
async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  const { stdout } = await run("pdftotext", ["-enc", "UTF-8", file, "-"]);
  return stdout
    .split("\f")
    .slice(0, -1)
    .map((p) => p.replace(/\s+/g, ""));
}

const PAGES: Readonly<Record<GameId, number>> = {
  "take-or-pay": 4 + 1 + 1, // 36 cards, 9 a page; tokens; rules
  "number-line": 3 + 1, // 10 numbers + 10 colour cards + starting player = 21 cards; rules
  "magic-numbers": 2 + 1, // score sheet and its continuation; rules
};

/** A few words each page must show, whatever else it says. */
const MUST_SAY: Readonly<
  Record<Language, Readonly<Record<GameId, readonly (readonly string[])[]>>>
> = {
  en: {
    "take-or-pay": [
      ["一", "二", "九"],
      ["十", "十八"],
      ["十九", "二十七"],
      ["二十八", "三十六"],
      ["Take or Pay: tokens", "60 tokens"],
      ["Take or Pay", "Chinese numbers", "三十六 = 3 × 10 + 6 = 36", "/rules/take-or-pay"],
    ],
    "number-line": [
      ["1", "9"],
      ["10", "green", "decoy", "real card", "yellow"],
      ["blue", "Starting player", "17 × 34"],
      ["Number Line", "Scoring a round", "Who wins", "/rules/number-line", "Learn by playing"],
    ],
    "magic-numbers": [
      ["Magic Numbers: my secret sheet", "Good number", "Evil number", "Player 4", "Notes"],
      ["Magic Numbers: my secret sheet (continued)", "Score carried over", "My score"],
      ["Magic Numbers", "Applying a roll", "exactly 30", "/rules/magic-numbers"],
    ],
  },
  zh: {
    "take-or-pay": [
      ["一", "二", "九"],
      ["十", "十八"],
      ["十九", "二十七"],
      ["二十八", "三十六"],
      ["拿还是付：筹码", "60 个筹码"],
      ["拿还是付", "中文数字", "分数越少越好", "/rules/take-or-pay"],
    ],
    "number-line": [
      ["1", "9"],
      ["10", "绿", "诱饵", "真牌", "黄"],
      ["蓝", "起始玩家", "17 × 34"],
      ["数轴", "每轮计分", "谁获胜", "/rules/number-line", "边玩边学"],
    ],
    "magic-numbers": [
      ["魔法数字：我的秘密记录单", "幸运数", "厄运数", "玩家 4", "备注"],
      ["魔法数字：我的秘密记录单（续页）", "带过来的分数", "我的分数"],
      ["魔法数字", "得到点数时", "恰好达到 30", "/rules/magic-numbers"],
    ],
  },
};

const squash = (s: string) => s.replace(/\s+/g, "");

describe.each(GAME_IDS)("%s", (game) => {
  for (const paper of PAPERS) {
    for (const lang of LANGUAGES) {
      it(`${paper}, ${lang}: opens, has ${PAGES[game]} pages of ${paper}, says what it should`, async () => {
        const opts = options({ game, paper, lang });
        const bytes = await makePrintPdf(opts, nodeFontLoader);
        const doc = await PDFDocument.load(bytes);
        expect(doc.getPageCount()).toBe(PAGES[game]);
        for (const p of doc.getPages()) {
          expect(p.getWidth()).toBeCloseTo(PAPER_SIZE[paper].width, 1);
          expect(p.getHeight()).toBeCloseTo(PAPER_SIZE[paper].height, 1);
        }
        // Subsets: the whole of a single CJK chunk file is ~50 KB, and there are up to 44.
        expect(bytes.length).toBeLessThan(150_000);
        if (!HAS_PDFTOTEXT) {
          console.warn(
            "pdftotext (poppler-utils) is missing: skipping the text checks; run scripts/ensure-env.sh",
          );
          return;
        }
        const pages = await pdfText(bytes);
        expect(pages).toHaveLength(PAGES[game]);
        MUST_SAY[lang][game].forEach((words, i) => {
          for (const w of words) expect(pages[i], `page ${i + 1}: ${w}`).toContain(squash(w));
        });
        // The rules sheet's foot names a page of the app, not a file of this repository.
        expect(pages.at(-1)).not.toMatch(/docs\/|\.md\b/);
        // And everything the page draws upright is in the PDF's text (lines wrap differently
        // in the dry run, so compare without white space).
        planPrint(opts).pages.forEach((p, i) => {
          for (const t of p.texts) expect(pages[i], `page ${i + 1}`).toContain(squash(t));
        });
      });
    }
  }
});

describe("options", () => {
  it("adds pinyin and Arabic numerals to Take or Pay cards unless asked not to", async () => {
    const plain = planPrint(
      options({ game: "take-or-pay", what: "cards", pinyin: false, arabic: false }),
    );
    const both = planPrint(options({ game: "take-or-pay", what: "cards" }));
    expect(plain.pages).toHaveLength(4);
    expect(plain.pages.flatMap((p) => p.texts)).not.toContain("sānshíliù");
    expect(both.pages.flatMap((p) => p.texts)).toEqual(
      expect.arrayContaining(["sānshíliù", "36", "èrshíyī"]),
    );
    const bytes = await makePrintPdf(
      options({ game: "take-or-pay", what: "cards", pinyin: true, arabic: true }),
      nodeFontLoader,
    );
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(4);
    if (HAS_PDFTOTEXT) expect((await pdfText(bytes))[3]).toContain("sānshíliù");
  });

  it("prints only the parts asked for", () => {
    const count = (req: PrintRequest) => planPrint(options(req)).pages.length;
    expect(count({ game: "take-or-pay", what: "tokens" })).toBe(1);
    expect(count({ game: "take-or-pay", what: "rules" })).toBe(1);
    expect(count({ game: "number-line", what: "cards" })).toBe(3);
    expect(count({ game: "magic-numbers", what: "sheet" })).toBe(2);
  });

  it("draws every card's numeral at one size (一 as big as 三十六)", () => {
    for (const lang of LANGUAGES) {
      for (const aids of [true, false]) {
        const o = options({ game: "take-or-pay", what: "cards", lang, pinyin: aids, arabic: aids });
        const big = planPrint(o)
          .pages.flatMap((p) => p.runs)
          .filter((r) => r.size > 20);
        // The numerals, one per card, and nothing else that large.
        expect(big.map((r) => r.text)).toEqual(
          Array.from({ length: 36 }, (_, i) => takeOrPayGame.hanzi(i + 1)),
        );
        expect(new Set(big.map((r) => r.size)).size, `${lang}, aids ${aids}`).toBe(1);
      }
    }
    const nl = planPrint(options({ game: "number-line", what: "cards" }))
      .pages.flatMap((p) => p.runs)
      .filter((r) => /^\d+$/.test(r.text) && r.size > 20 && r.size !== 48);
    expect(nl.map((r) => r.text)).toEqual(Array.from({ length: 10 }, (_, i) => String(i + 1)));
    expect(new Set(nl.map((r) => r.size)).size).toBe(1);
  });

  it("gives the score sheet a continuation page whose turns go on from the first page's", () => {
    for (const paper of PAPERS) {
      for (const players of [2, 8]) {
        const pages = planPrint(
          options({ game: "magic-numbers", what: "sheet", paper, players }),
        ).pages;
        expect(pages).toHaveLength(2);
        const turns = (i: number) =>
          pages[i]!.runs.filter((r) => r.size === 8 && /^\d+$/.test(r.text)).map((r) =>
            Number(r.text),
          );
        const first = turns(0);
        const more = turns(1);
        expect(first[0]).toBe(1);
        expect(more[0]).toBe(first.at(-1)! + 1);
        expect(more.every((n, i) => n === more[0]! + i)).toBe(true);
        // Together more than the median game with any number of players (23 to 48 turns,
        // docs/analysis.md); the continuation says to print it again for a longer one.
        expect(first.length + more.length, `${paper}, ${players} players`).toBeGreaterThanOrEqual(
          50,
        );
        expect(pages[1]!.texts.join(" ")).toContain(`turn ${more[0]}`);
      }
    }
  });

  it("gives the score sheet one column per player", () => {
    const texts = (players: number) =>
      planPrint(options({ game: "magic-numbers", what: "sheet", players })).pages[0]!.texts;
    expect(texts(8)).toContain("Player 8");
    expect(texts(2)).toContain("Player 2");
    expect(texts(2)).not.toContain("Player 3");
  });

  it("writes the same bytes for the same options", async () => {
    const opts = options({ game: "number-line", lang: "zh", paper: "letter" });
    const a = await makePrintPdf(opts, nodeFontLoader);
    const b = await makePrintPdf(opts, nodeFontLoader);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it("loads only the font files the document needs", () => {
    const en = planPrint(options({ game: "number-line", lang: "en" })).fontFiles;
    expect(en.every((f) => /-latin(-ext)?-/.test(f))).toBe(true);
    const zh = planPrint(options({ game: "take-or-pay", lang: "zh" })).fontFiles;
    expect(zh.length).toBeGreaterThan(en.length);
    for (const f of zh) expect(allFontFiles()).toContain(f);
  });
});

interface Placed {
  readonly text: string;
  readonly left: number;
  readonly right: number;
  readonly bottom: number;
  readonly top: number;
}

/** Wraps a surface to note where every text lands, measured with the real fonts. */
function recording(surface: Surface): { surface: Surface; pages: Placed[][] } {
  const pages: Placed[][] = [];
  return {
    pages,
    surface: {
      addPage(size) {
        const inner = surface.addPage(size);
        const placed: Placed[] = [];
        pages.push(placed);
        const page: Page = {
          ...inner,
          size: inner.size,
          measure: inner.measure,
          line: inner.line,
          rect: inner.rect,
          circle: inner.circle,
          text(s: string, x: number, y: number, style: TextStyle) {
            inner.text(s, x, y, style);
            const w = inner.measure(s, style.size, style.weight);
            const shift = style.align === "center" ? w / 2 : style.align === "end" ? w : 0;
            const [left, right] = style.upsideDown
              ? [x + shift - w, x + shift]
              : [x - shift, x - shift + w];
            const [bottom, top] = style.upsideDown
              ? [y - style.size * 0.9, y + style.size * 0.15]
              : [y - style.size * 0.15, y + style.size * 0.9];
            placed.push({ text: s, left, right, bottom, top });
          },
        };
        return page;
      },
    },
  };
}

describe("layout with the real fonts", () => {
  const SAFE = mm(6); // what printers leave unprinted, and some more
  for (const paper of PAPERS as readonly Paper[]) {
    for (const lang of LANGUAGES) {
      it(`keeps every text inside its card and inside the printable area (${paper}, ${lang})`, async () => {
        const writer = await openPdf(allFontFiles(), nodeFontLoader, { title: "test", lang });
        const size = PAPER_SIZE[paper];
        for (const game of GAME_IDS) {
          const opts = options({ game, paper, lang, pinyin: true, arabic: true, players: 8 });
          for (const part of opts.parts) {
            const rec = recording(writer.surface);
            drawPart(opts, part, rec.surface);
            for (const placed of rec.pages.flat()) {
              const where = `${game} ${part}: "${placed.text}"`;
              expect(placed.left, where).toBeGreaterThanOrEqual(SAFE);
              expect(placed.right, where).toBeLessThanOrEqual(size.width - SAFE);
              expect(placed.bottom, where).toBeGreaterThanOrEqual(SAFE);
              expect(placed.top, where).toBeLessThanOrEqual(size.height - SAFE);
              if (part !== "cards") continue;
              const x0 = (size.width - CARDS_PER_ROW * CARD_SIZE.width) / 2;
              const y0 = (size.height - CARD_ROWS * CARD_SIZE.height) / 2;
              const col = Math.floor((placed.left - x0) / CARD_SIZE.width);
              const row = Math.floor((placed.bottom - y0) / CARD_SIZE.height);
              const frame = mm(3.5); // the card's printed border
              expect(placed.left - (x0 + col * CARD_SIZE.width), where).toBeGreaterThan(frame);
              expect(x0 + (col + 1) * CARD_SIZE.width - placed.right, where).toBeGreaterThan(frame);
              expect(placed.bottom - (y0 + row * CARD_SIZE.height), where).toBeGreaterThan(frame);
              expect(y0 + (row + 1) * CARD_SIZE.height - placed.top, where).toBeGreaterThan(frame);
            }
          }
        }
      });

      it(`fits each rules sheet on one page at a readable size (${paper}, ${lang})`, async () => {
        const writer = await openPdf(allFontFiles(), nodeFontLoader, { title: "test", lang });
        const page = writer.surface.addPage(PAPER_SIZE[paper]);
        for (const game of GAME_IDS) {
          const fit = layoutRules(page, game, RULE_SHEETS[lang][game]);
          expect(fit.fits, game).toBe(true);
          expect(fit.bodySize, game).toBeGreaterThanOrEqual(MIN_BODY_SIZE + 1);
        }
      });
    }
  }
});
