// @number-games/print: printable cards, token and score sheets and one-page rules, as a PDF,
// in English or Chinese, on A4 or Letter. Runs in Node and in the browser: fonts come
// through an injected loader (node.ts for Node; the web app fetches bundled files).

export type { Weight } from "./canvas";
export { FONT_WEIGHTS } from "./canvas";
export { allFontFiles, chunkOf as printedChunkOf, FONT_PACKAGE, fontFile } from "./fonts/files";
export type {
  LessonReportInput,
  LessonReportOptions,
  LessonReportText,
  ReportMoveInput,
} from "./lesson-report";
export {
  costText,
  fillText,
  LESSON_REPORT_TEXT,
  lessonReportDocument,
  moveLine,
  numeral,
} from "./lesson-report";
export type {
  Language,
  Part,
  PrintError,
  PrintErrorCode,
  PrintOptions,
  PrintRequest,
} from "./options";
export {
  DEFAULT_SHEET_PLAYERS,
  GAME_PARTS,
  LANGUAGES,
  PARTS,
  PRINT_ERROR_CODES,
  parsePrintOptions,
} from "./options";
export type { Paper } from "./paper";
export { CARD_SIZE, PAPER_SIZE, PAPERS } from "./paper";
export type { FontLoader, PdfWriter } from "./pdf";
export { makePrintPdf, openPdf, printFileName } from "./pdf";
export type { PlannedPage, PlannedText, PrintPlan } from "./plan";
export { planPrint } from "./plan";
export type { ChunkOf, ReportDocument, ReportSection, ReportTable } from "./report";
export { drawReport, makeReportPdf, planReport, printableReport } from "./report";
export type { RuleBlock, RuleBook, RuleSection, RuleSheet } from "./rules/index";
export { RULE_SHEETS, ruleSheetStrings } from "./rules/index";
export type { PrintText } from "./text";
export { PRINT_TEXT } from "./text";
