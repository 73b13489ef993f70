// The whole game log (packages/web/src/log): one line per public event.

export const log = {
  en: {
    log: {
      title: "Game log",
      empty: "Nothing has happened yet.",
      round: "Round {{n}}",
      place: "{{name}} placed {{number}}",
      placeReal: "{{name}} placed {{number}} (real)",
      placeDecoy: "{{name}} placed {{number}} (decoy)",
      roundScore: "{{name}} scored {{points}} in round {{n}}",
      pay: "{{name}} paid a token",
      take_one: "{{name}} took {{card}} with {{count}} token",
      take_other: "{{name}} took {{card}} with {{count}} tokens",
      roll: "{{name}} rolled {{roll}}",
      keep: "{{name}} rolled {{roll}} and kept it",
      give: "{{name}} rolled {{roll}} and gave it to {{to}}",
      rolling: "Secret numbers dealt",
      autoClock: "Time ran out, so the computer played: {{move}}",
      autoAbandoned: "The player was away, so the computer played: {{move}}",
    },
  },
  zh: {
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
    },
  },
};
