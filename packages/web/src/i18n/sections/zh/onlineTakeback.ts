// 简体中文: the onlineTakeback section (its header: ../onlineTakeback.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const onlineTakeback = {
  onlineTakeback: {
    takeback: "悔棋",
    confirm: "要撤回你的上一步吗？之后走的棋也会一并撤回。需要其他所有玩家同意。",
    ask: "请其他玩家同意",
    cancel: "继续对局",
    waiting: "你请求撤回上一步：正在等待其他玩家同意。",
    asks: "{{name}}请求撤回上一步。你同意吗？",
    agreedWaiting: "你已同意{{name}}悔棋：正在等待其他玩家。",
    agree: "同意",
    decline: "拒绝",
    declined: "{{name}}拒绝了悔棋。",
    cancelled: "{{name}}离开了：悔棋请求已取消。",
    done: "{{name}}的上一步已撤回。",
  },
  errors: {
    ERR_NOTHING_TO_TAKE_BACK: "你还没有可以撤回的一步。",
    ERR_TAKEBACK_OPEN: "已有一个悔棋请求在等待回答。",
    ERR_NO_TAKEBACK: "已经没有需要回答的悔棋请求了。",
  },
};
