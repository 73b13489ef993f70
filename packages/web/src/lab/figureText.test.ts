// The lab's figures in Chinese (issue 24): every axis, legend, panel, table header and label
// of the app's reports has its Chinese (none left in English), and English pages keep the
// report's own words.

import type { Figure } from "@number-games/bots";
import { describe, expect, it } from "vitest";
import { i18n, initI18n } from "../i18n";
import type { Translate } from "./figureText";
import { figureInLanguage, figureWord } from "./figureText";
import mn from "./reports/magic-numbers.json";
import nl from "./reports/number-line.json";
import top from "./reports/take-or-pay.json";

const FIGURES = [nl, top, mn].flatMap((r) => r.figures as unknown as Figure[]);

/** Every word of a figure's chart and table (not numbers). */
function words(f: Figure): string[] {
  const out: string[] = [];
  const c = f.chart;
  if (c !== undefined) {
    out.push(c.xLabel);
    if (c.kind !== "histogram") out.push(c.yLabel);
    if (c.kind === "intervals") {
      for (const p of c.points) out.push(p.facet, p.x, p.series);
      for (const r of c.reference ?? []) out.push(r.facet);
    }
    if (c.kind === "histogram") for (const b of c.bars) out.push(b.facet);
    if (c.kind === "heatmap") for (const h of c.cells) out.push(h.facet, h.y);
  }
  if (f.table !== undefined) {
    out.push(...f.table.columns);
    for (const row of f.table.rows) for (const v of row) if (typeof v === "string") out.push(v);
  }
  return out.filter((w) => w !== "");
}

describe("the lab's figure words", () => {
  it("Chinese: none of the reports' words is left in English", async () => {
    await (await initI18n("zh")).changeLanguage("zh");
    const t = i18n.t as unknown as Translate;
    const exists = (k: string) => i18n.exists(k);
    const english = FIGURES.flatMap((f) => words(figureInLanguage(f, t, exists))).filter((w) =>
      /[a-z]{2,}/i.test(w),
    );
    expect([...new Set(english)]).toEqual([]);
  });

  it("Chinese: numbered words and percent columns", async () => {
    await (await initI18n("zh")).changeLanguage("zh");
    const t = i18n.t as unknown as Translate;
    const exists = (k: string) => i18n.exists(k);
    expect(figureWord("3 players", t, exists)).toBe("3 人");
    expect(figureWord("seat 2", t, exists)).toBe("座位 2");
    expect(figureWord("classroom, 4 players", t, exists)).toBe("课堂，4 人");
    expect(figureWord("mean score", t, exists)).toBe("平均得分");
    const f = figureInLanguage(
      {
        table: {
          columns: ["players", "win rate"],
          rows: [["3 players", 0.5]],
          percent: ["win rate"],
        },
      } as unknown as Figure,
      t,
      exists,
    );
    expect(f.table).toEqual({
      columns: ["人数", "胜率"],
      rows: [["3 人", 0.5]],
      percent: ["胜率"],
    });
  });

  it("English: the report's own words", async () => {
    await (await initI18n("en")).changeLanguage("en");
    const t = i18n.t as unknown as Translate;
    const exists = (k: string) => i18n.exists(k);
    for (const f of FIGURES) {
      expect(words(figureInLanguage(f, t, exists))).toEqual(words(f));
    }
  });
});
