// Reading a record file a person chose: either its JSON, or where it stops being JSON (line
// and an excerpt of that line), for "This is not a Number Games record (line 3: …)" instead of
// the parser's own message. Browsers word that message differently (V8: "… at position 42",
// sometimes "(line 3 column 5)"; Firefox: "at line 3 column 5"); both forms are read.

export type RecordFile =
  | { readonly ok: true; readonly json: unknown }
  | { readonly ok: false; readonly line: number; readonly excerpt: string };

const EXCERPT = 40;

/** Line (1-based) of character offset `at` in `text`. */
function lineAt(text: string, at: number): number {
  let line = 1;
  for (let i = 0; i < at && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

function excerptOf(text: string, line: number): string {
  const l = (text.split(/\r?\n/)[line - 1] ?? "").trim();
  return l.length > EXCERPT ? `${l.slice(0, EXCERPT)}…` : l;
}

/** Where the parser stopped, from its message; the end of the text when it does not say. */
function failedLine(text: string, message: string): number {
  const lc = /line (\d+) column \d+/i.exec(message);
  if (lc) return Number(lc[1]);
  const pos = /position (\d+)/i.exec(message);
  if (pos) return lineAt(text, Number(pos[1]));
  // "Unexpected end of JSON input": the last line with something on it.
  const lines = text.split(/\r?\n/);
  let last = lines.length;
  while (last > 1 && lines[last - 1]!.trim() === "") last--;
  return last;
}

export function readRecordFile(text: string): RecordFile {
  try {
    return { ok: true, json: JSON.parse(text) };
  } catch (e) {
    const line = failedLine(text, e instanceof Error ? e.message : String(e));
    return { ok: false, line, excerpt: excerptOf(text, line) };
  }
}
