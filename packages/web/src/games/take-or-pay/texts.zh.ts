// take-or-pay's texts in 简体中文 (texts.ts: both languages); the same keys as texts.en.ts.

import type { en } from "./texts.en";

export const zh: typeof en = {
  top: {
    faceUp: "翻开的牌",
    pot: "筹码池",
    potTokens: "筹码池：{{n}}",
    deck: "剩余牌数",
    deckCount: "还有 {{n}} 张背面朝上",
    take: "拿",
    takeLong: "{{card}} 和筹码池（{{n}}）",
    pay: "付 1 个筹码",
    payLong: "付一个筹码让给下家",
    noTokens: "你没有筹码了：必须拿。",
    yourTokens: "你的筹码",
    tokensOf: "{{name}}的筹码",
    tokens: "筹码",
    tokensHidden: "保密",
    cards: "牌面分",
    runs: "连号",
    noCards: "还没有牌",
    runScore: "计 {{n}}",
    score: "分数",
    showPinyin: "拼音",
    showArabic: "数字",
    speak: "听一听",
    speakAria: "听一听：用普通话读出 {{n}}",
    removed: "被暗中去掉的牌",
    eventPay: "{{name}} 付了一个筹码",
    eventTake: "{{name}} 拿走了 {{card}}（筹码池：{{n}}）",
    keys: "T 拿，P 付，S 听读音",
    waitDeal: "发牌中…",
    scoreExplain: "牌 {{cards}} − 筹码 {{tokens}}",
  },
};
