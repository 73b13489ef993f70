// The post-game review panel (review/ReviewPanel.tsx).
export const review = {
  en: {
    title: "Review",
    open: "Review",
    intro:
      "Each of a player's decisions rated from what they knew at the time: against the exact solver (Number Line round 1, in expected points) or many simulated games (win chance).",
    seat: "Player",
    start: "Review this player",
    cancel: "Cancel",
    progress: "Analysing decision {{done}} of {{total}}",
    error: "The review failed: {{message}}",
    none: "This player had no choices to review.",
    move: "move {{n}}: {{what}}",
    costWin: "costs {{cost}} win chance",
    costPoints: "costs {{cost}} points",
    better: "better: {{what}}",
    rating: { best: "Best", fine: "Fine", mistake: "Mistake" },
  },
  zh: {
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
    costWin: "损失 {{cost}} 胜率",
    costPoints: "损失 {{cost}} 分",
    better: "更好：{{what}}",
    rating: { best: "最佳", fine: "尚可", mistake: "失误" },
  },
};
