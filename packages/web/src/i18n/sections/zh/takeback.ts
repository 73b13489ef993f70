// 简体中文: the takeback section (its header: ../takeback.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const takeback = {
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
};
