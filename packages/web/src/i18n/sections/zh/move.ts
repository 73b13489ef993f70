// 简体中文: the move section (its header: ../move.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const move = {
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
    continuedElsewhereAs:
      "你已经换到另一台设备上继续，所以这台设备不再以{{name}}的身份留在班级里。请在那台设备上继续；如果这台设备给别人用，可以在下面加入。",
    continuedElsewhere:
      "你已经换到另一台设备上继续，所以这台设备不再留在班级里。请在那台设备上继续；如果这台设备给别人用，可以在下面加入。",
  },
  errors: {
    ERR_CODE_EXPIRED: "这个换机码已过期或已被新码取代：请老师给你一个新的。",
    ERR_CODE_USED: "这个换机码已经用过了：请老师给你一个新的。",
    ERR_MOVED: "你已经换到另一台设备上继续：这台设备不再留在班级里。",
  },
} as const;
