// magic-numbers's texts in English (texts.ts: both languages). One file per language, so a page
// loads its own language only (i18n/index.ts).

export const en = {
  mn: {
    die: "Die",
    roll: "Rolled",
    rollOf: "{{name}} rolled {{n}}",
    youRolled: "You rolled {{n}}: keep it or give it away?",
    keep: "Keep",
    keepLong: "Keep the {{n}}",
    giveTo: "Give to {{name}}",
    give: "Give",
    yourSecrets: "Your secrets",
    good: "Good",
    evil: "Evil",
    goodHint: "receive it: +{{bonus}}",
    evilHint: "receive it: back to 0",
    yourScore: "Your score",
    target: "Target: exactly {{n}}",
    secretHidden: "Only you can see this.",
    history: "Rolls and gifts",
    kept: "{{name}} kept {{n}}",
    gave: "{{name}} gave {{n}} to {{to}}",
    notepad: "Your notepad",
    notepadHint:
      "Mark your guesses about each player's numbers. Only you see this note; it stays on this device.",
    guessGood: "Good?",
    guessEvil: "Evil?",
    notes: "Notes about {{name}}",
    revealed: "Everyone's secrets",
    keys: "K keep, 1–8 give to that seat",
    waitRoll: "Rolling…",
    scoreOf: "{{name}}: {{n}}",
    guessNo: "not it",
    guessNone: "no mark",
    markLegend: "Tap a number: ★ maybe Good, ✕ maybe Evil, – not it.",
  },
};
