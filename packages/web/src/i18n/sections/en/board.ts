// English: the board section (its header: ../board.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const board = {
  board: {
    title: "Leaderboard of the lesson",
    rule: "Each game gives points by the place at the table: 1st 3, 2nd 2, 3rd 1. Computers count at their table but are never on this board; tied players share the place and its points. A game stopped before its end scores nothing.",
    none: "No game has been played to its end yet, so nobody has points.",
    stoppedSoFar_one: "{{count}} game was stopped before its end: it scores nothing.",
    stoppedSoFar_other: "{{count}} games were stopped before their end: they score nothing.",
    rank: "Rank",
    name: "Name",
    points: "Points",
    gameN: "Game {{n}}",
    stopped: "stopped",
    result: "{{place}}, score {{score}}",
    places: { "1": "1st", "2": "2nd", "3": "3rd", other: "{{n}}th" },
    downloadCsv: "Download as CSV",
  },
  podium: {
    title: "Top of the class",
    rule: "Points per game: 1st at a table 3, 2nd 2, 3rd 1.",
    none: "Nobody has points yet.",
    stillPlaying_one: "{{count}} table is still playing: this can still change.",
    stillPlaying_other: "{{count}} tables are still playing: this can still change.",
    points_one: "{{count}} point",
    points_other: "{{count}} points",
    you: "{{name}} (you)",
  },
};
