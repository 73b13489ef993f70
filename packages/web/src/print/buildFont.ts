// The font files of this build for a PDF made in the browser (the print page's makePdf.ts, the
// lesson report's lessonReportPdf.ts): fetched from the build's own assets (fontUrls.ts), never
// from another site; a file the build does not carry is an error naming it.

import { FONT_URLS } from "./fontUrls";

export async function loadBuildFont(file: string): Promise<Uint8Array> {
  const url = FONT_URLS[file];
  if (url === undefined) throw new Error(`the font file ${file} is not part of this build`);
  const res = await fetch(url);
  if (!res.ok) throw new Error(`could not load the font file ${file} (HTTP ${res.status})`);
  return new Uint8Array(await res.arrayBuffer());
}
