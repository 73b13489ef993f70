// 简体中文: the review section (its header: ../review.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

import { MOVE_WORDS_ZH } from "@number-games/print/move-words";

export const review = {
  title: "复盘",
  open: "复盘",
  intro:
    "按照玩家当时所知道的信息评价每一步：与精确求解器（数轴第一轮，按期望得分）或大量模拟对局（胜率）比较。",
  seat: "玩家",
  start: "复盘这位玩家",
  cancel: "取消",
  progress: "正在分析第 {{done}} / {{total}} 步",
  error: "复盘失败：{{message}}",
  none: "这位玩家没有需要复盘的选择。",
  move: "第 {{n}} 步：{{what}}",
  moveIn: "第 {{n}} 步，{{about}}：{{what}}",
  context: {
    top_one: "翻开的牌是{{hanzi}}（{{card}}），筹码池里有 {{count}} 个筹码",
    top_other: "翻开的牌是{{hanzi}}（{{card}}），筹码池里有 {{count}} 个筹码",
    roll: "掷出 {{n}}",
  },
  played: "所选：{{what}}",
  show: "在棋盘上显示第 {{n}} 步",
  bestHere: "这里的最佳走法，正是所走的：{{what}}",
  betterHere: "这里更好的走法：{{what}}",
  chartTitle: "每步损失",
  chartSeat: "{{name}}：每步损失（越高越差）",
  chartBar: "第 {{n}} 步：{{cost}}",
  tookBacks_one: "这局棋悔棋 {{count}} 次。",
  tookBacks_other: "这局棋悔棋 {{count}} 次。",
  resigned: "{{name}}认输了。",
  costWin: "损失 {{cost}} 胜率",
  costPoints: "损失 {{cost}} 分",
  better: "更好：{{what}}",
  rating: { best: "最佳", fine: "尚可", mistake: "失误" },
  // The printed lesson report's words too (@number-games/print/move-words, light).
  moves: MOVE_WORDS_ZH,
};
