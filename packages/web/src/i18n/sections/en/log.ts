// English: the log section (its header: ../log.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const log = {
  log: {
    title: "Game log",
    empty: "Nothing has happened yet.",
    round: "Round {{n}}",
    place: "{{name}} placed {{number}}",
    placeReal: "{{name}} placed {{number}} (real)",
    placeDecoy: "{{name}} placed {{number}} (decoy)",
    roundScore: "{{name}} scored {{points}} in round {{n}}",
    pay: "{{name}} paid a token",
    take_one: "{{name}} took {{card}} with {{count}} token",
    take_other: "{{name}} took {{card}} with {{count}} tokens",
    roll: "{{name}} rolled {{roll}}",
    keep: "{{name}} rolled {{roll}} and kept it",
    give: "{{name}} rolled {{roll}} and gave it to {{to}}",
    rolling: "Secret numbers dealt",
    autoClock: "Time ran out, so the computer played: {{move}}",
    autoAbandoned: "The player was away, so the computer played: {{move}}",
    autoAway: "The player had left, so the computer played for them: {{move}}",
  },
};
