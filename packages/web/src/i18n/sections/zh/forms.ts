// 简体中文: the forms section (its header: ../forms.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const forms = {
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
};
