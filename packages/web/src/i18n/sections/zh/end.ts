// 简体中文: the end section (its header: ../end.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const end = {
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
    mnKept_plain: "留下 {{roll}}：+{{roll}} → {{total}}",
    mnKept_good: "留下 {{roll}}，是幸运数：+{{bonus}} → {{total}}",
    mnKept_evil: "留下 {{roll}}，是厄运数：归零",
    mnKept_over: "留下 {{roll}}：超过 {{target}}，不变（{{total}}）",
    mnGave: "把 {{roll}} 送给 {{to}}",
    mnGot: "从 {{from}} 得到 {{roll}}",
    mnGot_plain: "从 {{from}} 得到 {{roll}}：+{{roll}} → {{total}}",
    mnGot_good: "从 {{from}} 得到 {{roll}}，是幸运数：+{{bonus}} → {{total}}",
    mnGot_evil: "从 {{from}} 得到 {{roll}}，是厄运数：归零",
    mnGot_over: "从 {{from}} 得到 {{roll}}：超过 {{target}}，不变（{{total}}）",
  },
};
