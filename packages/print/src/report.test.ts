// The printed report (report.ts): its text flows over pages with the table's headings again on
// each new page, every row drawn once, inside the printable area, in English and Chinese; the
// PDF opens with the pages planned and carries the text (pdftotext).

import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import type { Surface } from "./canvas";
import { nodeChunkOf, nodeFontLoader } from "./node";
import { mm, PAPER_SIZE, PAPERS } from "./paper";
import type { ReportDocument } from "./report";
import { drawReport, makeReportPdf, planReport, printableReport } from "./report";

const run = promisify(execFile);
const HAS_PDFTOTEXT = spawnSync("pdftotext", ["-v"]).error === undefined;
const dir = mkdtempSync(join(tmpdir(), "report-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function doc(lang: "en" | "zh", rows: number, paper: "a4" | "letter" = "a4"): ReportDocument {
  const zh = lang === "zh";
  return {
    title: zh ? "课堂报告" : "Lesson report",
    subtitle: zh ? "班级 K000000001 · 2026-12-02" : "Class K000000001 · 2026-12-02",
    lang: zh ? "zh-Hans" : "en",
    paper,
    pageLabel: "{page} / {pages}",
    sections: [
      {
        heading: zh ? "学生" : "Students",
        paragraphs: [
          zh ? "最好或接近最好的决定所占比例。" : "The share of best or near-best decisions.",
        ],
        table: {
          columns: zh
            ? ["学生", "局数", "好的决定", "最大的错误"]
            : ["Student", "Games", "Good", "Costliest mistake"],
          widths: [2, 1, 1, 4],
          rows: Array.from({ length: rows }, (_, i) => [
            zh ? `学生${i + 1}号` : `Student ${i + 1}`,
            "3",
            "75%",
            zh
              ? `第${(i % 3) + 1}局：拿了三十五，更好：付筹码`
              : `Game ${(i % 3) + 1}: took 35, better: pay a token`,
          ]),
        },
      },
    ],
  };
}

describe("the printed report", () => {
  for (const lang of ["en", "zh"] as const) {
    for (const paper of PAPERS) {
      it(`flows a class of 80 over pages, each row once, headings on each page (${lang}, ${paper})`, () => {
        const plan = planReport(printableReport(doc(lang, 80, paper), nodeChunkOf), nodeChunkOf);
        expect(plan.pages.length).toBeGreaterThan(1);
        const all = plan.pages.flat();
        for (let i = 1; i <= 80; i++) {
          const name = lang === "zh" ? `学生${i}号` : `Student ${i}`;
          expect(all.filter((t) => t === name)).toHaveLength(1);
        }
        const heading = lang === "zh" ? "学生" : "Student";
        for (const texts of plan.pages) expect(texts).toContain(heading);
        for (const [i, texts] of plan.pages.entries()) {
          expect(texts).toContain(`${i + 1} / ${plan.pages.length}`);
        }
      });
    }
  }

  it("draws inside the printable area", () => {
    const size = PAPER_SIZE.a4;
    const outside: string[] = [];
    const surface: Surface = {
      addPage: (s) => ({
        size: s,
        text(t, x, y) {
          if (x < mm(10) || x > size.width - mm(10) || y < mm(10) || y > size.height - mm(10))
            outside.push(t);
        },
        measure: (t, sz) => t.length * sz * 0.6,
        line() {},
        rect() {},
        circle() {},
      }),
    };
    drawReport(doc("en", 60), surface);
    expect(outside).toEqual([]);
  });

  it("writes a PDF with the planned pages and its text", async () => {
    const d = doc("zh", 30);
    const bytes = await makeReportPdf(d, nodeFontLoader, nodeChunkOf);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    if (!HAS_PDFTOTEXT) return;
    const file = join(dir, "report.pdf");
    writeFileSync(file, bytes);
    const { stdout } = await run("pdftotext", ["-layout", file, "-"]);
    const text = stdout.replace(/\s+/g, "");
    expect(text).toContain("课堂报告");
    expect(text).toContain("学生30号");
  });

  it("prints any name the font has, and a character it has not as ?", () => {
    const d = printableReport({ ...doc("zh", 0), subtitle: "欧阳明月 · Đặng 🦊" }, nodeChunkOf);
    expect(d.subtitle).toBe("欧阳明月 · Đặng ?");
    expect(planReport(d, nodeChunkOf).pages[0]).toContain(d.subtitle);
  });
});
