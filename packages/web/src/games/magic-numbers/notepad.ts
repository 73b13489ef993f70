// Magic Numbers notepad: a player's private guesses about each opponent's numbers, kept on
// this device under a key of the game and seat. Pure cycling logic plus storage.

export const MARKS = ["", "good", "evil", "no"] as const;
export type Mark = (typeof MARKS)[number];

export interface Notes {
  /** marks[player][face-1] */
  readonly marks: Readonly<Record<string, readonly Mark[]>>;
  readonly text: Readonly<Record<string, string>>;
}

export const EMPTY_NOTES: Notes = { marks: {}, text: {} };

/** Next mark when tapped: blank → good? → evil? → not it → blank. */
export function cycleMark(m: Mark): Mark {
  const i = MARKS.indexOf(m);
  return MARKS[(i + 1) % MARKS.length]!;
}

export function setMark(notes: Notes, player: number, face: number, faces: number): Notes {
  const row = [...(notes.marks[player] ?? new Array<Mark>(faces).fill(""))];
  while (row.length < faces) row.push("");
  row[face - 1] = cycleMark(row[face - 1] ?? "");
  return { ...notes, marks: { ...notes.marks, [player]: row } };
}

export function setText(notes: Notes, player: number, text: string): Notes {
  return { ...notes, text: { ...notes.text, [player]: text.slice(0, 500) } };
}

export function loadNotes(key: string): Notes {
  try {
    const raw = localStorage.getItem(`ng.notes.${key}`);
    if (raw === null) return EMPTY_NOTES;
    const n = JSON.parse(raw) as Partial<Notes>;
    return {
      marks: typeof n.marks === "object" && n.marks !== null ? n.marks : {},
      text: typeof n.text === "object" && n.text !== null ? n.text : {},
    };
  } catch {
    return EMPTY_NOTES;
  }
}

export function saveNotes(key: string, notes: Notes): void {
  try {
    localStorage.setItem(`ng.notes.${key}`, JSON.stringify(notes));
  } catch {
    // notes are a convenience
  }
}
