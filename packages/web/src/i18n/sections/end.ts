// End of game: how each player's score came about (log/breakdown.ts).

export const end = {
  en: {
    end: {
      title: "How the scores came about",
      score: "Score: {{n}}",
      topRun: "Run {{cards}}: {{card}} counts",
      topTokens: "Tokens: {{n}}",
      nlRound_one: "Round {{n}}: {{cards}} → {{count}} point",
      nlRound_other: "Round {{n}}: {{cards}} → {{count}} points",
      nlRoundDecoy_one: "Round {{n}}: {{cards}}, decoy {{decoy}} → {{count}} point",
      nlRoundDecoy_other: "Round {{n}}: {{cards}}, decoy {{decoy}} → {{count}} points",
      mnSecrets: "Good {{good}}, Evil {{evil}}",
      mnKept: "Kept {{roll}}",
      mnGave: "Gave {{roll}} to {{to}}",
      mnGot: "Got {{roll}} from {{from}}",
    },
  },
  zh: {
    end: {
      title: "得分是怎么来的",
      score: "得分：{{n}}",
      topRun: "连号 {{cards}}：算 {{card}}",
      topTokens: "筹码：{{n}}",
      nlRound_one: "第 {{n}} 轮：{{cards}} → {{count}} 分",
      nlRound_other: "第 {{n}} 轮：{{cards}} → {{count}} 分",
      nlRoundDecoy_one: "第 {{n}} 轮：{{cards}}，诱饵 {{decoy}} → {{count}} 分",
      nlRoundDecoy_other: "第 {{n}} 轮：{{cards}}，诱饵 {{decoy}} → {{count}} 分",
      mnSecrets: "幸运数 {{good}}，厄运数 {{evil}}",
      mnKept: "留下 {{roll}}",
      mnGave: "把 {{roll}} 送给 {{to}}",
      mnGot: "从 {{from}} 得到 {{roll}}",
    },
  },
};
