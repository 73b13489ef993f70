// The words for each kind of mistake the bots name (take-high-small-pot, own-ground, …), one
// constant per language: the printed lesson report (lesson-report.ts) and the web app's report
// (its i18n sections, each loading its own language only) say the same thing.

export const MISTAKE_KINDS_EN = {
  "take-high-small-pot": "Taking a high card with a small pot early",
  "pay-own-run": "Paying a token for a card next to one of your own",
  "give-helps": "Giving away a roll that helps the receiver",
  "keep-hurts": "Keeping a roll that does not help you",
  "own-ground": "Placing where your own card already wins",
  "beside-a-card": "Placing right next to another player's card",
} as const;

export const MISTAKE_KINDS_ZH = {
  "take-high-small-pot": "过早拿走筹码很少的大牌",
  "pay-own-run": "为紧挨自己的牌付筹码",
  "give-helps": "把对别人有利的点数送出去",
  "keep-hurts": "保留对自己没用的点数",
  "own-ground": "放在自己的牌已经赢得的地方",
  "beside-a-card": "紧挨着别人的牌放",
} as const;
