// English: the away section (its header: ../away.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const away = {
  away: {
    title: "Players",
    here: "connected",
    unknown: "not known while you are offline",
    awayFor: "away for {{time}}",
    computer: "away for {{time}}, the computer plays",
    claim: "Claim the win",
    claimReady: "{{names}} left the table {{time}} ago: you may claim the win.",
    claimSoon: "{{names}} left the table. You may claim the win in {{time}}.",
    handOver: "Let the computer play for {{name}}",
    handOverReady: "{{name}} left the table {{time}} ago: the computer may play for them.",
    openSeat: "Seat {{n}} is open: nobody plays it. Your teacher can let the computer play it.",
    handOverSoon: "{{name}} left the table. In {{time}} the computer may play for them.",
    resign: "Resign",
    resignConfirm: "Resign this game? {{names}} will win.",
    resignYes: "Yes, resign",
    keepPlaying: "Keep playing",
    resignedYou: "You resigned.",
    resigned: "{{name}} resigned.",
    claimedYou: "You claimed the win: {{names}} had left the table.",
    claimedYouAway: "{{name}} claimed the win while you were away.",
    claimed: "{{name}} claimed the win: {{names}} had left the table.",
    winners: "Winners: {{names}}",
    youWin: "You win.",
    noWinner: "Nobody wins.",
    returned_one:
      "Welcome back. While you were away, {{name}} let the computer play for you: it made {{count}} move. Your seat is yours again.",
    returned_other:
      "Welcome back. While you were away, {{name}} let the computer play for you: it made {{count}} moves. Your seat is yours again.",
    returnedGrace_one:
      "Welcome back. You were away on your turn, so the computer played for you: it made {{count}} move. Your seat is yours again.",
    returnedGrace_other:
      "Welcome back. You were away on your turn, so the computer played for you: it made {{count}} moves. Your seat is yours again.",
    dismiss: "OK",
    ruleTitle: "If a player leaves the table",
    ruleComputer: "The computer plays for them",
    ruleClaim: "The others may claim the win",
    graceTitle: "After",
    graceMinutes: "{{n}} min",
    ruleNoteComputer:
      "If a player leaves for {{time}}, the others may let the computer play for them.",
    ruleNoteClaim: "If a player leaves for {{time}}, the others may claim the win.",
  },
  myTables: {
    title: "My online tables",
    yourTurn: "Your turn",
    turnOf: "Waiting for {{name}}",
    playing: "Being played",
    lobby: "Waiting for the start",
    youWon: "Finished: you won",
    won: "Finished: {{names}} won",
    finished: "Finished",
    gone: "This table is gone",
    open: "Open",
    forget: "Forget",
    forgetLabel: "Forget table {{code}} on this device",
    openLabel: "Open table {{code}}",
    seat: "you are {{name}}",
  },
};
