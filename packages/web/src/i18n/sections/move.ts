// "Move to this device" (classroom/teacher/MoveCode.tsx, classroom/student/MoveHere.tsx): the
// teacher's one-time code for a student whose phone died, and the new device's side; the two
// error codes of a spent or stale move code.

export const move = {
  en: {
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
    },
    errors: {
      ERR_CODE_EXPIRED:
        "This move code has run out or was replaced: ask your teacher for a new one.",
      ERR_CODE_USED: "This move code was used already: ask your teacher for a new one.",
    },
  },
  zh: {
    move: {
      title: "让学生换一台设备",
      intro:
        "学生的手机没电了，可以换一台设备继续：显示他的换机码，让他扫码或在班级页面输入。旧设备随即失效。",
      student: "学生",
      make: "显示换机码",
      makeAgain: "换一个新码",
      codeFor: "{{name}}的换机码",
      expires: "只能用一次，{{time}} 前有效。新码会取代它。",
      hide: "隐藏换机码",
      have: "从另一台设备换过来？",
      haveHint: "输入老师给你看的换机码。",
      codeLabel: "换机码",
      go: "在这台设备上继续",
      codeFirst: "请先输入换机码。",
      moving: "正在把你换到这台设备……",
      badCode: "换机码由 8 个字母和数字组成，例如 ABCD-2345。",
      notFound: "这个班级没有这个换机码：请对照老师屏幕上的码。",
      movedAway: "你已经换到另一台设备上继续：这个页面不再占有你的座位。",
    },
    errors: {
      ERR_CODE_EXPIRED: "这个换机码已过期或已被新码取代：请老师给你一个新的。",
      ERR_CODE_USED: "这个换机码已经用过了：请老师给你一个新的。",
    },
  },
} as const;
