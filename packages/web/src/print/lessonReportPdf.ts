// The lesson report as a PDF in the browser (the teacher's page, classroom/teacher/Report.tsx),
// loaded only when the teacher asks for it: the print package lays it out as
// `numbers class report --pdf` does, with the fonts this build ships (fontUrls.ts). Those are
// the files the print package's own words need; a character of a student's name outside them is
// printed as "?" (`missing` says so, and the page points to the CLI, which has every file).

import type { LessonReportOptions } from "@number-games/print";
import {
  lessonReportDocument,
  makeReportPdf,
  printableReport,
  printedChunkOf,
} from "@number-games/print";
import type { LessonReport } from "@number-games/protocol";
import { loadBuildFont } from "./buildFont";

export async function makeLessonReportPdf(
  report: LessonReport,
  options: LessonReportOptions,
): Promise<{ blob: Blob; filename: string; missing: boolean }> {
  const doc = lessonReportDocument(report, options);
  const missing = JSON.stringify(printableReport(doc, printedChunkOf)) !== JSON.stringify(doc);
  const bytes = await makeReportPdf(doc, loadBuildFont, printedChunkOf);
  return {
    blob: new Blob([bytes.slice()], { type: "application/pdf" }),
    filename: `lesson-report-${options.classCode}-${options.date.slice(0, 10)}.pdf`,
    missing,
  };
}
