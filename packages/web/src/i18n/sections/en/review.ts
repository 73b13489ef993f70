// English: the review section (its header: ../review.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

import { MOVE_WORDS_EN } from "@number-games/print/move-words";

export const review = {
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
  moveIn: "move {{n}} ({{about}}): {{what}}",
  context: {
    // {{hanzi}}: the card in Chinese numerals (the zh text names it as the board does).
    top_one: "card {{card}}, {{count}} token in the pot",
    top_other: "card {{card}}, {{count}} tokens in the pot",
    roll: "rolled {{n}}",
  },
  played: "played: {{what}}",
  show: "Show move {{n}} on the board",
  bestHere: "Best move here, and the one played: {{what}}",
  betterHere: "Better here: {{what}}",
  chartTitle: "Loss per move",
  chartSeat: "{{name}}: loss per move (taller is worse)",
  chartBar: "move {{n}}: {{cost}}",
  tookBacks_one: "This game had {{count}} takeback.",
  tookBacks_other: "This game had {{count}} takebacks.",
  resigned: "{{name}} resigned.",
  costWin: "costs {{cost}} win chance",
  costPoints: "costs {{cost}} points",
  better: "better: {{what}}",
  rating: { best: "Best", fine: "Fine", mistake: "Mistake" },
  // The printed lesson report's words too (@number-games/print/move-words, light).
  moves: MOVE_WORDS_EN,
};
