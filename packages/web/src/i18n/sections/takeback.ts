// Takeback and resign in local games (local/takeback.ts, play/LocalControls.tsx).
export const takeback = {
  en: {
    takeback: {
      takeback: "Take back",
      takebackLabel: "Take back your last move (and the computer's replies since)",
      done: "Move taken back.",
      resign: "Resign",
      confirm: "Resign this game? You will be ranked last and the others share the win.",
      confirmYes: "Yes, resign",
      confirmNo: "Keep playing",
      resigned: "{{name}} resigned",
      headline_one: "{{name}} resigned: {{winners}} wins.",
      headline_other: "{{name}} resigned: {{winners}} share the win.",
      rankingTitle: "Ranking",
      and: ", ",
      place: "{{n}}.",
      resignedMark: "resigned",
    },
    localErrors: {
      ERR_ALREADY_RESIGNED: "This game has already been resigned.",
      ERR_NOT_A_PERSON: "Only a person at this device can resign.",
      ERR_NOTHING_TO_TAKE_BACK: "There is no move of yours to take back yet.",
      ERR_TAKEBACK_NOT_ALONE:
        "Takeback is only for one person playing against the computer, not for several people at one device.",
      ERR_GAME_OVER: "The game is already over.",
    },
  },
  zh: {
    takeback: {
      takeback: "悔棋",
      takebackLabel: "撤回你的上一步（以及电脑之后的应对）",
      done: "已撤回一步。",
      resign: "认输",
      confirm: "确定认输吗？你将排在最后，其他玩家共同获胜。",
      confirmYes: "确定认输",
      confirmNo: "继续对局",
      resigned: "{{name}}认输了",
      headline_one: "{{name}}认输了：{{winners}}获胜。",
      headline_other: "{{name}}认输了：{{winners}}共同获胜。",
      rankingTitle: "排名",
      and: "、",
      place: "第 {{n}} 名",
      resignedMark: "认输",
    },
    localErrors: {
      ERR_ALREADY_RESIGNED: "这局已经有人认输了。",
      ERR_NOT_A_PERSON: "只有在这台设备前的玩家才能认输。",
      ERR_NOTHING_TO_TAKE_BACK: "你还没有可以撤回的一步。",
      ERR_TAKEBACK_NOT_ALONE: "悔棋只用于一个人对电脑，多人共用一台设备时不能悔棋。",
      ERR_GAME_OVER: "游戏已经结束。",
    },
  },
};
