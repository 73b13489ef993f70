// The guided first games (/learn/<game>, packages/web/src/tutorial): the page's frame and,
// per game, the hints (keys chosen by the game's tutorial module for the current position).

export const tutorial = {
  en: {
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
        learned2:
          "A card near the middle claims the most; the next player answers right beside it.",
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
  },
  zh: {
    tutorial: {
      title: "边玩边学{{game}}",
      lead: "固定牌局，和电脑下第一盘。棋盘上方的提示告诉你该怎么走、为什么；任何合法的走法都可以，提示会跟着你的选择继续。",
      homeLink: "边玩边学",
      rulesLink: "边玩边学：带提示的第一盘",
      hint: "提示",
      doIt: "走这一步",
      card: "{{hanzi}}（{{n}}）",
      cardSeparator: "、",
      runSeparator: "；",
      fineToo: "这不是提示的走法，也没关系：任何合法的走法都可以。提示会从这里接着给。",
      watch: "看看桌面：{{name}} 正在走。",
      dealing: "正在发牌…",
      finishTitle: "你下完了第一盘{{game}}",
      learned: "你学会了",
      playReal: "正式来一盘",
      rules: "看规则",
      again: "再来一次",
      other: "换个游戏",
      computer: "电脑",
      computerN: "电脑 {{n}}",
      "number-line": {
        intro: "数轴：把牌放在 1 到 10 的数上。每个数归离它最近的牌的主人。共两轮，总分最多的赢。",
        middle:
          "第 1 轮：你先放一张牌，然后电脑放。每个数归最近的牌，所以靠近中间的牌能占最多的数。试试 {{n}}。",
        reply: "{{name}} 在 {{theirs}}。放在它旁边较长的那一边，就能占下那边所有的数：试试 {{n}}。",
        bothCount: "平局，再来一轮：每人两张牌，这次两张都算分。现在放 {{n}} 能占最多的数。",
        decoyFirst:
          "诱饵轮：你放两张牌，其中一张是诱饵。它占住一个数，但从不得分；这一轮计分之前谁也看不到哪张是诱饵。先把诱饵放在 {{n}}，那是 {{name}} 想去的地方：这样就挡住了它。",
        decoyFirstAfter:
          "诱饵轮：你放两张牌，其中一张是诱饵。它占住一个数，但从不得分；这一轮计分之前谁也看不到哪张是诱饵。{{name}} 在 {{theirs}}的牌可能是诱饵：你看不出来。先把诱饵放在 {{n}}，那是 {{name}} 下一步想去的地方：这样就挡住了它。把真牌留到最后，那时你知道得最多。",
        realLast:
          "现在放你的真牌。如果 {{name}}的两张牌都是真的，放 {{n}} 能占 {{points}} 个数；其实其中一张是诱饵，所以你可能占得更多。",
        decoyLast: "你的另一张牌必须是诱饵。把它放在 {{n}}，那是 {{name}} 剩下最好的位置，挡住它。",
        scored: "第 {{round}} 轮计分：你 {{you}} 分，{{name}} {{them}} 分。",
        endDecoy:
          "第 {{round}} 轮，{{name}}的诱饵在 {{n}}（你的在 {{yours}}）：看起来很强的牌一分也没得。",
        learned1: "每个数归最近的牌；距离相同时谁也不得分。",
        learned2: "靠近中间的牌占得最多；下一个人会紧挨着它放。",
        learned3: "诱饵轮里有一张牌是虚张声势：用它来挡路，等知道得最多时再放真牌。",
      },
      "take-or-pay": {
        intro:
          "拿还是付，用一副短牌：一到十二，其中十张参加游戏，每人三个筹码。分数最低的赢：牌让你加分，筹码给你减分。",
        must: "你没有筹码了，必须拿{{card}}。",
        run: "拿{{card}}：它和你的{{joins}}连起来了，一串连续的牌只算最小的那张，所以它不给你加分。",
        runBelow:
          "拿{{card}}：它正好在你的{{joins}}下面，一串牌只算最小的那张，所以你的分数还少 1。",
        cheap:
          "拿{{card}}：它给你加 {{adds}} 分，但筹码池给你 {{pot}} 个筹码（最后每个减 1 分），所以只多 {{net}} 分。",
        small: "拿{{card}}：它只给你加 {{adds}} 分。把小牌一圈圈让下去要花筹码，它还可能转回来。",
        pay: "{{card}}会给你加 {{adds}} 分，而分数最低的赢。付一个筹码把它让给下家：下家面对同样的选择，只是牌上多了一个筹码。你有 {{tokens}} 个。",
        payPot:
          "{{card}}会给你加 {{adds}} 分；筹码池的 {{pot}} 个筹码能减 {{pot}} 分，所以还是要多 {{net}} 分。付一个筹码，让筹码池再涨一点。你有 {{tokens}} 个。",
        theyTook: "{{name}} 拿走了{{card}}和 {{pot}} 个筹码。翻开下一张牌。",
        endScore: "你的连串：{{runs}}。牌 {{cards}} − 筹码 {{tokens}} = {{score}}。",
        endRemoved: "整局都没翻开、放在一边的牌：{{cards}}。",
        learned1: "拿走这张牌和筹码池，或者付一个筹码让给下家。",
        learned2: "一串连续的牌只算最小的那张。",
        learned3: "留下的每个筹码减 1 分：分数最低的赢。",
      },
      "magic-numbers": {
        intro:
          "魔法数字：每回合掷骰子，你可以留下点数，也可以送给别人。你的秘密幸运数加 10 分，厄运数让你归零。谁先正好到 30 谁赢。",
        roll: "正在掷骰子。",
        exact: "{{score}} + {{n}} 正好是 {{target}}：留下它，你就赢了！",
        evil: "{{n}} 是你的厄运数：留下会让你归零。把它送给 {{name}}：会给对方加 {{n}} 分，除非它也是对方的秘密数字。",
        evilAtZero:
          "{{n}} 是你的厄运数，但你现在本来就是 0 分：留下它没有损失，送出去反而帮了 {{name}}。",
        overshoot:
          "{{n}} 会让你超过 {{target}}，所以不算：你的分数保持 {{score}}。还是留下吧：送出去只会帮 {{name}}。你正好还差 {{need}}。",
        good: "{{n}} 是你的幸运数：留下它，加 {{bonus}} 分（{{score}} → {{next}}）。",
        keep: "留下 {{n}}：{{score}} + {{n}} = {{next}}。你要正好到 {{target}}。",
        gotGift:
          "{{name}} 送给你一个 {{n}}。大家会把厄运数送出去，所以 {{n}} 可能是 {{name}}的厄运数：可以在棋盘下面的“你的笔记”里标上 ✕。",
        endSecrets: "{{name}}的幸运数是 {{good}}，厄运数是 {{evil}}，得了 {{score}} 分。",
        learned1: "留下点数或送给别人；无论怎样都轮到下一个人。",
        learned2: "幸运数加 10 分；厄运数让你归零，所以把它送出去。",
        learned3: "只有正好 30 才赢：会超过的点数不算。",
      },
    },
  },
};
