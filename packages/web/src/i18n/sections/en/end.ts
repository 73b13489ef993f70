// English: the end section (its header: ../end.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const end = {
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
    mnKept_plain: "Kept {{roll}}: +{{roll}} → {{total}}",
    mnKept_good: "Kept {{roll}}, the Good number: +{{bonus}} → {{total}}",
    mnKept_evil: "Kept {{roll}}, the Evil number: back to 0",
    mnKept_over: "Kept {{roll}}: over {{target}}, no change ({{total}})",
    mnGave: "Gave {{roll}} to {{to}}",
    mnGot: "Got {{roll}} from {{from}}",
    mnGot_plain: "Got {{roll}} from {{from}}: +{{roll}} → {{total}}",
    mnGot_good: "Got {{roll}} from {{from}}, the Good number: +{{bonus}} → {{total}}",
    mnGot_evil: "Got {{roll}} from {{from}}, the Evil number: back to 0",
    mnGot_over: "Got {{roll}} from {{from}}: over {{target}}, no change ({{total}})",
  },
};
