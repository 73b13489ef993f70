// The PDF step of the print page, loaded only when someone asks for a PDF: it brings
// pdf-lib, fontkit and the layouts (@number-games/print) into the page. Fonts are fetched
// from the build's own assets (buildFont.ts), never from another site.

import type { PrintOptions } from "@number-games/print";
import { makePrintPdf, planPrint, printFileName } from "@number-games/print";
import { loadBuildFont } from "./buildFont";

export async function makePdf(
  options: PrintOptions,
): Promise<{ blob: Blob; filename: string; pages: number }> {
  const bytes = await makePrintPdf(options, loadBuildFont);
  return {
    blob: new Blob([bytes.slice()], { type: "application/pdf" }),
    filename: printFileName(options),
    pages: planPrint(options).pages.length,
  };
}
