// The PDF step of the print page, loaded only when someone asks for a PDF: it brings
// pdf-lib, fontkit and the layouts (@number-games/print) into the page. Fonts are fetched
// from the build's own assets (fontUrls.ts), never from another site.

import type { PrintOptions } from "@number-games/print";
import { makePrintPdf, planPrint, printFileName } from "@number-games/print";
import { FONT_URLS } from "./fontUrls";

async function loadFont(file: string): Promise<Uint8Array> {
  const url = FONT_URLS[file];
  if (url === undefined) throw new Error(`the font file ${file} is not part of this build`);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`could not load the font file ${file} (HTTP ${res.status})`);
  return new Uint8Array(await res.arrayBuffer());
}

export async function makePdf(
  options: PrintOptions,
): Promise<{ blob: Blob; filename: string; pages: number }> {
  const bytes = await makePrintPdf(options, loadFont);
  return {
    blob: new Blob([bytes.slice()], { type: "application/pdf" }),
    filename: printFileName(options),
    pages: planPrint(options).pages.length,
  };
}
