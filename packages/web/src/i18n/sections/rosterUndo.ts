// A class list that bends and the undo of an end or next game (issue #23, items 3 and 4): the
// student's join page (classroom/student/), the teacher's list, requests and notices
// (classroom/teacher/Requests.tsx), the undo bar (Undo.tsx), the lesson's history
// (History.tsx), and their refusals (the protocol's error codes).

export const rosterUndo = {
  en: {
    roster: {
      isThisYou: "Are you {{name}}?",
      yesMe: "Yes, I am {{name}}",
      back: "No, go back",
      notMe: "Not {{name}}? That's not me",
      notMeDone: "The name {{name}} is free again; your teacher has been told. Tap your own name.",
      askTitle: "Your name is not on the list?",
      askButton: "Ask to join",
      asked: "Waiting for your teacher to let you in as {{name}}…",
      declined:
        "Your teacher did not let you in as {{name}}. Ask them, or tap your name if it is on the list now.",
      addLabel: "Add a name to the class list",
      addButton: "Add",
      requestsTitle: "Asking to join",
      approve: "Let {{name}} in",
      decline: "Decline",
      notMeNotice: "Someone who joined as {{name}} said it was not them: the name is free again.",
    },
    undo: {
      end_one:
        "This game ends in {{n}} s: table {{tables}} is paused and will stop with no result.",
      end_other:
        "This game ends in {{n}} s: tables {{tables}} are paused and will stop with no result.",
      next_one:
        "The next game starts in {{n}} s: table {{tables}} is paused and will stop with no result.",
      next_other:
        "The next game starts in {{n}} s: tables {{tables}} are paused and will stop with no result.",
      undo: "Undo",
      now: "Go on now",
      canUndo: "You can undo this for 10 seconds.",
      undone: "Undone: the tables play on.",
      historyTitle: "Earlier games of the lesson",
      historyGame: "Game {{n}} · {{game}}",
      finished: "Table {{n}} ({{names}}): finished after {{count}} moves, won by {{winners}}.",
      stopped: "Table {{n}} ({{names}}): stopped after {{count}} moves, no result.",
    },
    errors: {
      ERR_NO_ROSTER: "This class has no list: type your name to join.",
      ERR_ON_ROSTER: "This name is on the class list: tap it there.",
      ERR_NO_REQUEST: "There is no such request to join.",
      ERR_ANSWERED: "This request was answered already.",
      ERR_STOPPING: "This game is about to end: undo it, or go on now, first.",
      ERR_NOTHING_TO_UNDO: "There is nothing to undo any more: the game has ended.",
    },
  },
  zh: {
    roster: {
      isThisYou: "你是{{name}}吗？",
      yesMe: "是的，我是{{name}}",
      back: "不是，返回",
      notMe: "不是{{name}}？这不是我",
      notMeDone: "名字{{name}}已经空出来，老师也收到了通知。请点你自己的名字。",
      askTitle: "名单上没有你的名字？",
      askButton: "申请加入",
      asked: "正在等老师让你以{{name}}的名字加入……",
      declined:
        "老师没有让你以{{name}}的名字加入。问问老师，或者如果名单上已经有你的名字，就点它。",
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
  },
};
