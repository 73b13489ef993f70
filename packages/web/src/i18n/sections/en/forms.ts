// English: the forms section (its header: ../forms.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const forms = {
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
};
