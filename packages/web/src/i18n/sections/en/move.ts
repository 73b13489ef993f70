// English: the move section (its header: ../move.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const move = {
  move: {
    title: "Move a student to another device",
    intro:
      "A student whose phone died carries on from another device: show their move code, and they scan it or type it on the class page. Their old device stops working.",
    student: "Student",
    make: "Show a move code",
    makeAgain: "New code",
    codeFor: "Move code for {{name}}",
    expires: "Works once, until {{time}}. A new code replaces it.",
    hide: "Hide the code",
    have: "Moving from another device?",
    haveHint: "Type the move code your teacher shows you.",
    codeLabel: "Move code",
    go: "Continue here",
    codeFirst: "Type the move code first.",
    moving: "Moving you to this device…",
    badCode: "A move code has 8 letters and digits, like ABCD-2345.",
    notFound: "This class has no such move code: check it on your teacher's screen.",
    movedAway: "You carried on from another device: this page no longer holds your seat.",
    continuedElsewhereAs:
      "You continued on another device, so this one is no longer in the class as {{name}}. Carry on there; if this device is for someone else, they can join below.",
    continuedElsewhere:
      "You continued on another device, so this one is no longer in the class. Carry on there; if this device is for someone else, they can join below.",
  },
  errors: {
    ERR_CODE_EXPIRED: "This move code has run out or was replaced: ask your teacher for a new one.",
    ERR_CODE_USED: "This move code was used already: ask your teacher for a new one.",
    ERR_MOVED: "You continued on another device: this one is no longer in the class.",
  },
} as const;
