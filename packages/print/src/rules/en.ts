// The rules sheets in English: docs/rules.md as a table reads them,
// with the seeds' table customs (17 × 34, birthdays, arriving at school). Keep in step.

import type { RuleBook } from "./sheet";

export const EN_RULES: RuleBook = {
  "number-line": {
    players: "2 to 5 players · number cards 1 to 10 · per player: a real card and a decoy card",
    goal: "Claim the numbers your cards are nearest to. After round 2, the most points wins.",
    sections: [
      {
        heading: "Set-up",
        blocks: [
          {
            bullets: [
              "Lay the number cards 1 to 10 face up in a row, lowest to highest: the line.",
              "Each player takes a colour (green, orange, red, yellow or blue): its real card and its decoy card.",
              "Whoever first works out 17 × 34 in their head starts round 1 and takes the starting player card.",
            ],
          },
        ],
      },
      {
        heading: "Taking turns",
        blocks: [
          "From the starting player, play goes clockwise: on your turn, put one card on a number that has no card on it. After each round, score it, take the cards back and pass the starting player card one seat clockwise.",
        ],
      },
      {
        heading: "The rounds",
        blocks: [
          {
            bullets: [
              "Round 1: one card each. Every card scores.",
              "Round 2: two cards each (two laps). One of your two cards is the decoy: place your cards face down, so the others learn which was the decoy only when the round is scored. A decoy takes up its number but never scores. (The cards have no backs: remember who played where.)",
              "Round 3, only to break a tie: two cards each, and both score.",
              "Round 4 and later: like round 2, but the highest number is removed each time (round 4 uses 1 to 9, round 5 uses 1 to 8, and so on).",
              "If a player must place a card and no number is free, the round ends at once and is scored as it stands.",
            ],
          },
        ],
      },
      {
        heading: "Scoring a round",
        blocks: [
          "For each number on the line, find each player's nearest scoring card. If one player is strictly nearest, that player gets 1 point for the number; if two or more players are equally near, nobody gets it. The number under a card counts for its owner, and your own two cards never tie with each other.",
          "Example, round 1 with three players: green on 5, orange on 4, red on 6. Orange gets 1 to 4 (4 points), red 6 to 10 (5 points), green only 5 (1 point): green was surrounded.",
        ],
      },
      {
        heading: "Who wins",
        blocks: [
          "Points add up across rounds. After round 2, the player with the most points wins. If two or more players tie for the most, play another round; after every later round, the same test. If the line runs out of numbers, the tied leaders share the win.",
        ],
      },
    ],
  },
  "take-or-pay": {
    players:
      "3 to 6 players · cards 一 (1) to 三十六 (36) · 10 tokens each (classic set: 3 to 7 players)",
    goal: "Collect as few points as you can: pay tokens to dodge the cards you do not want.",
    sections: [
      {
        heading: "Set-up",
        blocks: [
          {
            bullets: [
              "Classroom set: shuffle the cards 一 to 三十六 and set 6 aside unseen. Each player gets 10 tokens.",
              "Classic set: cards 3 to 35, 9 set aside unseen, 11 tokens each (9 with 6 players, 7 with 7).",
              "Keep your tokens out of view. The student who arrived at school earliest goes first.",
            ],
          },
        ],
      },
      {
        heading: "Play",
        blocks: [
          "Turn the top card face up. The player to act does one of two things:",
          {
            bullets: [
              "Pay: put one of your tokens beside the card. The player to your left now faces the same card.",
              "Take: take the card and every token beside it; put the card face up in front of you. Turn up the next card and decide again.",
            ],
          },
          "A player with no tokens must take. The game ends when the last card is taken.",
        ],
      },
      {
        heading: "Scoring",
        blocks: [
          "Your cards are worth their numbers, but a run of consecutive numbers counts only its lowest card. Then subtract one point for every token you hold. The lowest score wins; players tied for the lowest share the win.",
          {
            bullets: [
              "{4, 8, 12} → 4 + 8 + 12 = 24",
              "{4, 11, 12} → 4 + 11 = 15;  {28, 29, 30} → 28;  {7, 8} → 7",
              "72 in cards and 10 tokens → 62",
              "A card set aside breaks a run: with 15 removed, 14 and 16 are two cards.",
            ],
          },
        ],
      },
      {
        heading: "Chinese numbers",
        blocks: [
          "一 1 · 二 2 · 三 3 · 四 4 · 五 5 · 六 6 · 七 7 · 八 8 · 九 9 · 十 10",
          { bullets: ["十一 = 10 + 1 = 11", "二十 = 2 × 10 = 20", "三十六 = 3 × 10 + 6 = 36"] },
        ],
      },
      {
        heading: "Tips",
        blocks: [
          {
            bullets: [
              "A card nobody wants gathers tokens: a 27 taken with 10 tokens costs only 17 points.",
              "A card next to one of your runs adds nothing, and may even save points: 9 next to your 10 makes the run count 9.",
              "Lay runs overlapping, so everyone can see all the numbers.",
            ],
          },
        ],
      },
    ],
  },
  "magic-numbers": {
    players: "2 or more players (2 to 8 in the app) · one six-sided die · a secret sheet each",
    goal: "Be the first to reach a score of exactly 30.",
    sections: [
      {
        heading: "Set-up",
        blocks: [
          "Everyone rolls the die twice where nobody can see: the first roll is your Good number, the second your Evil number (roll again if they are the same). Write both on your sheet and keep it hidden. Everyone starts at 0, and scores are secret too. The player whose birthday is closest goes first.",
        ],
      },
      {
        heading: "A turn",
        blocks: [
          "Roll the die for everyone to see. Then either keep the roll, or give it to another player, who must accept it. Say aloud whether you keep it or whom you give it to, but nobody says what the roll did.",
        ],
      },
      {
        heading: "Applying a roll",
        blocks: [
          {
            bullets: [
              "Your Good number: add 10 instead.",
              "Your Evil number: your score goes back to 0.",
              "Any other number: add it.",
              "A roll that would take you over 30 is not added: your score stays.",
            ],
          },
        ],
      },
      {
        heading: "Winning",
        blocks: [
          "A player whose score becomes exactly 30 wins at once, whoever rolled: a roll you give away can make someone else win. Play goes clockwise from the player who rolled, whatever was given to whom. At the end, everyone shows their sheet.",
        ],
      },
      {
        heading: "Tips",
        blocks: [
          {
            bullets: [
              "Keep a straight face when you roll your Evil number.",
              "Watch what others keep and give away to guess their magic numbers; note it on your sheet.",
              "Bluff: keeping your Evil number once may throw the others off the scent.",
              "Do not get stuck: at 29 with Good number 1, only your Evil number can start you again.",
            ],
          },
        ],
      },
    ],
  },
};
