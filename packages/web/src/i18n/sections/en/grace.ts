// English: the grace section (its header: ../grace.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const grace = {
  grace: {
    label: "When a student is away on their turn, the computer plays for them after",
    off: "never (off)",
    seconds: "{{n}} s",
    minutes: "{{n}} min",
    computerPlays: "{{name}} (away: the computer plays)",
    awayTurn: "{{name}} to play, away for {{time}}: the computer plays for them in {{left}}",
    awayTurnOff: "{{name}} to play, away for {{time}}: the table waits (no grace time)",
  },
};
