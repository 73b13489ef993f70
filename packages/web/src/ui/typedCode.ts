// A code typed as the projector or a friend shows it: the code itself in any case, with
// spaces or dashes of any kind, in full-width characters (a Chinese keyboard), or the whole
// link (http://192.168.1.20:8080/c/ABCDE23456). This takes the code out; the caller parses it.

/** Separators people type between a code's groups: spaces, hyphens and dashes, dots, underscores. */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212\u30fc._·・]/g;

export function codeAsShown(typed: string): string {
  // NFKC folds full-width letters, digits and dashes (ＡＢＣ－２３) into plain ones.
  const s = typed.normalize("NFKC").trim();
  const link = /\/[ct]\/([^/?#\s]+)/.exec(s);
  return (link ? link[1]! : s).replace(SEPARATORS, "");
}
