// 简体中文: the rosterUndo section (its header: ../rosterUndo.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const rosterUndo = {
  roster: {
    isThisYou: "你是{{name}}吗？",
    yesMe: "是的，我是{{name}}",
    back: "不是，返回",
    notMe: "不是{{name}}？这不是我",
    notMeDone: "名字{{name}}已经空出来，老师也收到了通知。请点你自己的名字。",
    askTitle: "名单上没有你的名字？",
    askButton: "申请加入",
    asked: "正在等老师让你以{{name}}的名字加入……",
    declined: "老师没有让你以{{name}}的名字加入。问问老师，或者如果名单上已经有你的名字，就点它。",
    addLabel: "在班级名单上添加名字",
    addButton: "添加",
    requestsTitle: "申请加入",
    approve: "让{{name}}加入",
    decline: "拒绝",
    notMeNotice: "以{{name}}加入的人说那不是他/她：这个名字已经空出来。",
  },
  undo: {
    end_one: "这局将在 {{n}} 秒后结束：第 {{tables}} 桌已暂停，将没有结果地停止。",
    end_other: "这局将在 {{n}} 秒后结束：第 {{tables}} 桌已暂停，将没有结果地停止。",
    next_one: "下一局将在 {{n}} 秒后开始：第 {{tables}} 桌已暂停，将没有结果地停止。",
    next_other: "下一局将在 {{n}} 秒后开始：第 {{tables}} 桌已暂停，将没有结果地停止。",
    undo: "撤销",
    now: "现在就继续",
    canUndo: "10 秒内可以撤销。",
    undone: "已撤销：各桌继续。",
    historyTitle: "本节课之前的游戏",
    historyGame: "第 {{n}} 局 · {{game}}",
    finished: "第 {{n}} 桌（{{names}}）：{{count}} 步后结束，获胜：{{winners}}。",
    stopped: "第 {{n}} 桌（{{names}}）：{{count}} 步后停止，没有结果。",
  },
  errors: {
    ERR_NO_ROSTER: "这个课堂没有名单：输入你的名字加入。",
    ERR_ON_ROSTER: "这个名字在班级名单上：请在名单上点它。",
    ERR_NO_REQUEST: "没有这个加入申请。",
    ERR_ANSWERED: "这个申请已经处理过了。",
    ERR_STOPPING: "这局马上要结束：请先撤销，或者现在就继续。",
    ERR_NOTHING_TO_UNDO: "已经没有可以撤销的了：这局已经结束。",
  },
};
