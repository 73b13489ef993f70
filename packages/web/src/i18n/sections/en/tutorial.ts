// English: the tutorial section (its header: ../tutorial.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

export const tutorial = {
  tutorial: {
    title: "Learn {{game}} by playing",
    lead: "A first game on a fixed deal against the computer. The hint above the board says what to do and why; any legal move is allowed, and the hints follow whatever you choose.",
    homeLink: "Learn by playing",
    rulesLink: "Learn by playing: a guided first game",
    hint: "Hint",
    doIt: "Play this move",
    card: "{{hanzi}} ({{n}})",
    cardSeparator: ", ",
    runSeparator: " · ",
    fineToo:
      "Not the suggested move, and that is fine: any legal move is allowed. The hints carry on from here.",
    watch: "Watch the table: {{name}} is playing.",
    dealing: "Dealing…",
    finishTitle: "You finished your first game of {{game}}",
    learned: "What you learned",
    playReal: "Play a real game",
    rules: "Read the rules",
    again: "Start again",
    other: "Another game",
    computer: "Computer",
    computerN: "Computer {{n}}",
    "number-line": {
      intro:
        "Number Line: place cards on the numbers 1 to 10. Each number goes to the player whose card is nearest to it. Two rounds; most points wins.",
      middle:
        "Round 1: you place one card, then the computer does. Every number goes to the nearest card, so a card near the middle can claim the most. Try {{n}}.",
      reply:
        "{{name}} is on {{theirs}}. Place next to it on the longer side to claim everything beyond: try {{n}}.",
      bothCount:
        "A tie, so another round: two cards each, and this time both count. {{n}} wins you the most numbers now.",
      decoyFirst:
        "The decoy round: you place two cards and one of them is a decoy. It takes a number but never scores, and nobody sees which card it was until the round is scored. Put your decoy first on {{n}}, where {{name}} would like to go: it blocks that number.",
      decoyFirstAfter:
        "The decoy round: you place two cards and one of them is a decoy. It takes a number but never scores, and nobody sees which card it was until the round is scored. {{name}}'s card on {{theirs}} may be its decoy: you cannot tell. Put your decoy first on {{n}}, where {{name}} would like to go next: it blocks that number. Keep your real card for last, when you know the most.",
      realLast:
        "Now your real card. If {{name}}'s cards are both real, {{n}} wins you {{points}} numbers; one of them is a decoy, so you may well win more.",
      decoyLast:
        "Your other card must be the decoy. Put it on {{n}}, the best number left for {{name}}, to block it.",
      scored: "Round {{round}} is scored: you {{you}}, {{name}} {{them}}.",
      endDecoy:
        "In round {{round}}, {{name}}'s decoy was on {{n}} (yours on {{yours}}): a card that looked strong scored nothing.",
      learned1: "Each number goes to the nearest card; equal distance means nobody gets it.",
      learned2: "A card near the middle claims the most; the next player answers right beside it.",
      learned3:
        "In the decoy round one card is a bluff: block with it, and place your real card when you know the most.",
    },
    "take-or-pay": {
      intro:
        "Take or Pay, on a short deck: cards 一 to 十二, ten of them in play, three tokens each. Lowest score wins: your cards count against you, your tokens for you.",
      must: "You have no tokens left, so you must take {{card}}.",
      run: "Take {{card}}: it joins your {{joins}}, and a run of consecutive cards counts only its lowest card, so it adds nothing to your score.",
      runBelow:
        "Take {{card}}: it goes just below your {{joins}}, and a run counts only its lowest card, so your score even drops by 1.",
      cheap:
        "Take {{card}}: it adds {{adds}} to your score, but the pot gives you {{pot}} tokens (each is 1 point off at the end), so it costs you only {{net}}.",
      small:
        "Take {{card}}: it adds only {{adds}} to your score. Passing a small card around costs tokens, and it may come back.",
      pay: "{{card}} would add {{adds}} to your score, and the lowest score wins. Pay a token to pass it on: the next player faces the same choice with one more token on it. You have {{tokens}}.",
      payPot:
        "{{card}} would add {{adds}} to your score; the pot's {{pot}} tokens would take off {{pot}}, so it would still cost you {{net}}. Pay a token and let the pot grow. You have {{tokens}}.",
      theyTook: "{{name}} took {{card}} and the pot of {{pot}}. The next card is turned up.",
      endScore: "Your runs: {{runs}}. Cards {{cards}} − tokens {{tokens}} = {{score}}.",
      endRemoved: "Set aside unseen all game: {{cards}}.",
      learned1: "Take the card and its pot, or pay a token to pass it on.",
      learned2: "A run of consecutive cards counts only its lowest card.",
      learned3: "Each token you keep is a point off: lowest score wins.",
    },
    "magic-numbers": {
      intro:
        "Magic Numbers: each turn the die is rolled, and you keep the roll or give it to another player. Your secret Good number adds 10, your Evil number sends you back to 0. First to exactly 30 wins.",
      roll: "The die is rolling.",
      exact: "{{score}} + {{n}} is exactly {{target}}: keep it and win!",
      evil: "{{n}} is your Evil number: keeping it would put you back to 0. Give it to {{name}}: it adds {{n}} to their score, unless it is one of their secret numbers.",
      evilAtZero:
        "{{n}} is your Evil number, but your score is 0 anyway: keeping it costs nothing, and giving it would help {{name}}.",
      overshoot:
        "{{n}} would take you past {{target}}, so it would not count: your score stays {{score}}. Keep it anyway: giving it away would only help {{name}}. You need exactly {{need}}.",
      good: "{{n}} is your Good number: keep it for +{{bonus}} ({{score}} → {{next}}).",
      keep: "Keep the {{n}}: {{score}} + {{n}} = {{next}}. You need exactly {{target}}.",
      gotGift:
        "{{name}} gave you a {{n}}. People give away their Evil number, so {{n}} may be {{name}}'s: you can mark it ✕ in the notepad under the board.",
      endSecrets: "{{name}} had Good {{good}} and Evil {{evil}}, and {{score}} points.",
      learned1: "Keep a roll or give it away; the turn passes either way.",
      learned2: "Your Good number adds 10; your Evil number puts you back to 0, so give it away.",
      learned3: "Only exactly 30 wins: a roll that would overshoot does not count.",
    },
  },
};
