// 简体中文: the rules section (its header: ../rules.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const rules = {
  rules: {
    title: "{{game}}怎么玩",
    play: "和电脑玩",
    example: "例子",
    exampleNote: "这是一局对局的画面，只供观看；想玩的话，请选择“和电脑玩”。",
    help: "规则",
    helpMark: "？",
    helpLabel: "这一步的规则",
  },
};
