// Saves a JSON value as a file download (records).

export function downloadJson(filename: string, value: unknown): void {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: "application/json" });
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
