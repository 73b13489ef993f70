// English: the lab section (its header: ../lab.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const lab = {
  lab: {
    homeLink: "Strategy lab: what thousands of games say",
    title: "Strategy lab",
    titleOf: "Strategy lab: {{game}}",
    intro:
      "What thousands of computer games say about each game: whether a seat is favoured, how long a game lasts, how much skill counts. These are the figures of the analysis reports (docs/analysis.md); you can also run more games here, on this device.",
    chooseGame: "Games",
    pickGame: "Choose a game to see its report.",
    loading: "Loading the report…",
    loadFailed: "Could not load the report: {{message}}",
    summary:
      "{{games}} simulated games. Self-play bot: {{self}}; skill gap: {{strong}} against {{weak}}. Seed {{seed}}. Intervals are 95%: the true value lies in the brackets in 95 runs of 100.",
    paceAssumed: "Minutes are at an assumed {{seconds}} s per move.",
    paceMeasured:
      "Minutes are at {{seconds}} s per move, measured from {{moves}} moves of stored games.",
    shipped: "The report that comes with the app, made by:",
    yourRun: "Your run: {{games}} games, seed {{seed}}.",
    yourRunCommand: "The same figures on a computer:",
    showShipped: "Show the app's report again",
    // Shown in the other languages only.
    restsOn: "Rests on {{count}} simulated games:",
    exact: "Exact, no simulation:",
    figureTable: "Table: {{title}}",
    figureChart: "Chart: {{title}}",
    figure: {
      "seat-win-rate": "Win rate by seat",
      scores: "Score distribution",
      length: "Game length",
      "skill-gap": "Skill gap",
      "number-line-rounds": "Games that need round 3 or later",
      "number-line-bluff": "The decoy round and the bluffer",
      "number-line-round1": "Round 1 solved (backward induction)",
      "number-line-first-placement": "Value of each first placement",
      "take-or-pay-passes": "Passes per card",
      "take-or-pay-tokens":
        "Starting tokens: balance, length and skill gap (classroom cards, 4 players)",
      "magic-numbers-length": "Four turns or fifteen minutes?",
      "magic-numbers-beliefs": "How fast do beliefs find the secret numbers?",
    },
    run: {
      title: "Run more games on this device",
      intro:
        "The same simulations in {{workers}} background threads. The same options and seed give the same figures as the command line.",
      players: "Player counts",
      allPlayers: "All ({{from}}–{{to}})",
      nPlayers: "{{count}} players",
      games: "Self-play games per player count",
      skillGames: "Skill-gap games per pairing",
      seed: "Seed",
      badSeed: "A seed is 1 to 40 letters, digits, dots, dashes or underscores.",
      start: "Run",
      cancel: "Cancel",
      fixFirst: "Fix the fields marked above first.",
      progress: "Simulating",
      progressText: "{{done}} of {{total}} games",
      etaSeconds: "about {{n}} s left",
      etaMinutes: "about {{n}} min left",
      etaUnknown: "working out the time left…",
      building: "Computing the figures…",
      cancelled: "Cancelled. The report shown has not changed.",
      failed: "The run stopped: {{message}}",
    },
  },
};
