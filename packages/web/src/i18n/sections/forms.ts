// Form help: a message at the field that is wrong, and why a button is disabled (ui/Why.tsx).

export const forms = {
  en: {
    forms: {
      range: "Enter a whole number from {{min}} to {{max}}.",
      codeFirst: "Type the table's code first.",
      nameFirst: "Choose a name that can be used first (see above).",
      answerFirst: "Type your answer first.",
      sheetFirst: "Pick at least one sheet first.",
      fixOptions: "Fix the options marked above first.",
      fixRequest: "Fix the choice marked above first.",
      nameLength: "{{count}} of at most {{max}} characters",
    },
  },
  zh: {
    forms: {
      range: "请输入 {{min}} 到 {{max}} 之间的整数。",
      codeFirst: "请先输入桌号。",
      nameFirst: "请先填一个可以用的名字（见上面）。",
      answerFirst: "请先输入答案。",
      sheetFirst: "请先至少选一页。",
      fixOptions: "请先改正上面标出的选项。",
      fixRequest: "请先改正上面标出的选择。",
      nameLength: "{{count}} 个字符，最多 {{max}} 个",
    },
  },
};
