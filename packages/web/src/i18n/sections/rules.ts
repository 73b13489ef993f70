// The rules pages (packages/web/src/rules) and the "?" on every table. The rule texts
// themselves are the printed sheet's (packages/print src/rules), in both languages.

export const rules = {
  en: {
    rules: {
      title: "How to play {{game}}",
      play: "Play against the computer",
      example: "An example",
      exampleNote:
        "A game as it stands, drawn as a picture: to play, choose “Play against the computer”.",
      help: "Rules",
      helpLabel: "Rules for this part of the game",
    },
  },
  zh: {
    rules: {
      title: "{{game}}怎么玩",
      play: "和电脑玩",
      example: "例子",
      exampleNote: "这是一局对局的画面，只供观看；想玩的话，请选择“和电脑玩”。",
      help: "规则",
      helpLabel: "这一步的规则",
    },
  },
};
