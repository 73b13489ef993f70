// 简体中文: the log section (its header: ../log.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const log = {
  log: {
    title: "对局记录",
    empty: "还没有任何动作。",
    round: "第 {{n}} 轮",
    place: "{{name}} 放了 {{number}}",
    placeReal: "{{name}} 放了 {{number}}（真牌）",
    placeDecoy: "{{name}} 放了 {{number}}（诱饵）",
    roundScore: "{{name}} 第 {{n}} 轮得 {{points}} 分",
    pay: "{{name}} 付了一个筹码",
    take_one: "{{name}} 拿走 {{card}} 和 {{count}} 个筹码",
    take_other: "{{name}} 拿走 {{card}} 和 {{count}} 个筹码",
    roll: "{{name}} 掷出 {{roll}}",
    keep: "{{name}} 掷出 {{roll}}，自己留下",
    give: "{{name}} 掷出 {{roll}}，送给 {{to}}",
    rolling: "秘密数字已发好",
    autoClock: "时间到，电脑代为走了这一步：{{move}}",
    autoAbandoned: "玩家不在，电脑代为走了这一步：{{move}}",
    autoAway: "玩家已离开，电脑代打：{{move}}",
  },
};
