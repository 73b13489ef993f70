// Saves a file download: a JSON value (records), or any blob (printable PDFs).

export function downloadJson(filename: string, value: unknown): void {
  downloadBlob(
    filename,
    new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: "application/json" }),
  );
}

export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function recordFilename(game: string, when: Date = new Date()): string {
  const stamp = when.toISOString().slice(0, 19).replace(/[:T]/g, "-");
  return `${game}-${stamp}.json`;
}
