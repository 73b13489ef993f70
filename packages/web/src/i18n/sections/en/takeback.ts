// English: the takeback section (its header: ../takeback.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const takeback = {
  takeback: {
    takeback: "Take back",
    takebackLabel: "Take back your last move (and the computer's replies since)",
    done: "Move taken back.",
    resign: "Resign",
    confirm: "Resign this game? You will be ranked last and the others share the win.",
    confirmYes: "Yes, resign",
    confirmNo: "Keep playing",
    resigned: "{{name}} resigned",
    headline_one: "{{name}} resigned: {{winners}} wins.",
    headline_other: "{{name}} resigned: {{winners}} share the win.",
    rankingTitle: "Ranking",
    and: ", ",
    place: "{{n}}.",
    resignedMark: "resigned",
  },
  localErrors: {
    ERR_ALREADY_RESIGNED: "This game has already been resigned.",
    ERR_NOT_A_PERSON: "Only a person at this device can resign.",
    ERR_NOTHING_TO_TAKE_BACK: "There is no move of yours to take back yet.",
    ERR_TAKEBACK_NOT_ALONE:
      "Takeback is only for one person playing against the computer, not for several people at one device.",
    ERR_GAME_OVER: "The game is already over.",
  },
};
