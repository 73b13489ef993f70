// magic-numbers's texts in 简体中文 (texts.ts: both languages); the same keys as texts.en.ts.

import type { en } from "./texts.en";

export const zh: typeof en = {
  mn: {
    die: "骰子",
    roll: "掷出",
    rollOf: "{{name}} 掷出了 {{n}}",
    youRolled: "你掷出了 {{n}}：留下还是送人？",
    keep: "留下",
    keepLong: "留下 {{n}}",
    giveTo: "送给 {{name}}",
    give: "送出",
    yourSecrets: "你的秘密",
    good: "幸运数",
    evil: "厄运数",
    goodHint: "得到它：+{{bonus}}",
    evilHint: "得到它：归零",
    yourScore: "你的分数",
    target: "目标：恰好 {{n}}",
    secretHidden: "只有你能看到。",
    history: "掷骰和赠送记录",
    kept: "{{name}} 留下了 {{n}}",
    gave: "{{name}} 把 {{n}} 送给了 {{to}}",
    notepad: "你的笔记",
    notepadHint: "记下你对每位玩家数字的猜测。只有你能看到，只保存在这台设备上。",
    guessGood: "幸运数？",
    guessEvil: "厄运数？",
    notes: "关于 {{name}}的笔记",
    revealed: "所有人的秘密",
    keys: "K 留下，1–8 送给对应座位",
    waitRoll: "掷骰子中…",
    scoreOf: "{{name}}：{{n}}",
    guessNo: "不是",
    guessNone: "未标记",
    markLegend: "点数字标记：★ 可能是幸运数，✕ 可能是厄运数，– 不是。",
  },
};
