// The strategy lab's figure words (axes, legends, panels, table headers and labels), which the
// reports write in English (packages/bots/src/analysis): their Chinese, looked up by the
// English text in lab/figureText.ts. English pages show the report's own words, so the English
// side is the text itself; numbered words ("3 players", "seat 2") have patterns.

const ZH: Readonly<Record<string, string>> = {
  // Axes and legends.
  "P(true pair)": "猜中真实数对的概率",
  "final score": "最终得分",
  "first card in round 2": "第 2 轮先放的牌",
  "first card on number": "第一张牌放在几",
  "hard win rate": "困难级胜率",
  "hard@500 win rate": "困难级（500）胜率",
  "moves per game": "每局步数",
  opponents: "对手",
  "passes before the card is taken": "牌被拿走前的让牌次数",
  players: "人数",
  "round-2 points": "第 2 轮得分",
  seat: "座位",
  "share of games with round 3+": "打到第 3 轮及以后的对局比例",
  "starting tokens": "起始筹码",
  "turns played": "已走回合数",
  "win rate": "胜率",
  "bluff (decoy first)": "虚张（先放诱饵）",
  "honest (real first)": "诚实（先放真牌）",
  "vs easy": "对简单",
  "vs random": "对随机",
  // Table headers.
  "10% turns": "10% 回合数",
  "90% minutes": "90% 分钟数",
  "90% turns": "90% 回合数",
  "after turns": "经过回合数",
  "best − worst seat": "最好 − 最差座位",
  "bluff − honest": "虚张 − 诚实",
  cards: "牌数",
  "cut at the cap": "到上限截断",
  "distinct games": "不同对局数",
  "fair share": "公平份额",
  games: "对局数",
  "games still going": "仍在进行的对局",
  "hard@500 vs easy": "困难（500）对简单",
  line: "数轴",
  "mean minutes": "平均分钟数",
  "mean moves": "平均步数",
  "mean passes": "平均让牌次数",
  "mean passes per card": "每张牌平均让牌次数",
  "mean score": "平均得分",
  median: "中位数",
  "median minutes": "分钟数中位数",
  "median turns": "回合数中位数",
  most: "最多",
  "most rounds": "最多轮数",
  "most turns": "最多回合数",
  pairing: "对阵",
  "points (in order of play)": "得分（按出牌顺序）",
  preset: "预设",
  "round 3+": "第 3 轮及以后",
  "round 4+": "第 4 轮及以后",
  "round-2 points, bluff": "第 2 轮得分（虚张）",
  "round-2 points, honest": "第 2 轮得分（诚实）",
  rules: "规则",
  sd: "标准差",
  "share bluffing": "虚张的比例",
  "taken at once": "立即被拿走",
  tiebreak: "平局决胜",
  tokens: "筹码",
  "win rate, bluff": "胜率（虚张）",
  "win rate, honest": "胜率（诚实）",
  "× uniform": "× 均匀分布",
  "≤ 4 turns each": "每人 ≤ 4 回合",
  "≥ 15 minutes": "≥ 15 分钟",
  // Row labels and panels.
  classic: "经典",
  classroom: "课堂",
  "hard vs easy": "困难对简单",
  "hard vs random": "困难对随机",
  highest: "最高",
  lowest: "最低",
  paranoid: "多疑",
  random: "随机",
};

/** Numbered words: "3 players", "seat 2", "seat 1 win rate", "classic, 4 players". */
const PATTERNS_EN = {
  nPlayers: "{{n}} players",
  seatN: "seat {{n}}",
  seatWinRate: "seat {{n}} win rate",
  presetPlayers: "{{preset}}, {{n}} players",
};
const PATTERNS_ZH: typeof PATTERNS_EN = {
  nPlayers: "{{n}} 人",
  seatN: "座位 {{n}}",
  seatWinRate: "座位 {{n}} 胜率",
  presetPlayers: "{{preset}}，{{n}} 人",
};

export const labFigures = {
  en: {
    labTerms: Object.fromEntries(Object.keys(ZH).map((k) => [k, k])) as Record<string, string>,
    labPatterns: PATTERNS_EN,
  },
  zh: { labTerms: ZH, labPatterns: PATTERNS_ZH },
};
