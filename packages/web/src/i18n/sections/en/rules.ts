// English: the rules section (its header: ../rules.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const rules = {
  rules: {
    title: "How to play {{game}}",
    play: "Play against the computer",
    example: "An example",
    exampleNote:
      "A game as it stands, drawn as a picture: to play, choose “Play against the computer”.",
    help: "Rules",
    helpMark: "?",
    helpLabel: "Rules for this part of the game",
  },
};
