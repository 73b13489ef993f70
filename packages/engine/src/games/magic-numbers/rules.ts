// The rules of Magic Numbers as a player reads them in a terminal (`numbers rules`).
// Source of truth: docs/rules.md §3; keep the two in step.

export const rulesText = `MAGIC NUMBERS (Scott Jon Siegel, 2007), 2 to 8 players

Goal: be the first to reach a score of EXACTLY the target (30 by default).

Setup
  Every player secretly gets two different numbers from the die (1 to 6
  with the usual die): a Good number and an Evil number. Only you know
  yours. Everyone starts with a score of 0, and scores are secret too.
  (When the computer deals, each Good number is drawn uniformly from the
  die, then the Evil number uniformly among the other faces.)

A turn
  1. The player whose turn it is rolls the die. Everyone sees the roll.
  2. That player then either
       keep      - applies the roll to their own score, or
       give N    - gives the roll to player N, who must apply it.
     Everyone sees whether the roll was kept or given, and to whom, but
     not what it did to the player who got it.

Applying a roll to a player
  - If it is their Good number, they add the Good bonus (10) instead.
  - Else, if it is their Evil number, their score drops back to 0.
  - Else they add the number rolled.
  - An addition that would take the score over the target is not made:
    the score stays as it was.

Winning
  A player whose score becomes exactly the target wins at once, whoever
  rolled: a roll you give away can make someone else win.

Turn order
  Play goes around the table: the next turn belongs to the player after
  the one who rolled (player numbers go up by one, then back to 0),
  whatever was given to whom.

End of the game
  The game ends as soon as someone wins. Then everyone's Good and Evil
  numbers and scores are revealed. If a turn limit is set (for
  simulations), the game also ends after that many turns, with no winner.

Options
  players      2 to 8 (default 2)
  firstPlayer  who rolls first (default 0; at a table, the player whose
               birthday is closest)
  target       the winning score, 1 to 1000 (default 30)
  goodBonus    points for receiving your Good number, 0 to 1000 (10)
  dieSides     faces on the die, 2 to 20 (6); magic numbers come from it
  maxTurns     a turn limit; none unless set

Notation
  keep (or k), give 2 (or g 2), roll 5, secrets 3/5 1/2 (Good/Evil for
  each player in order). Players are numbered from 0.

Tips from the original
  Keep a straight face when you roll your Evil number. Watch what others
  keep and give away to guess their magic numbers. Bluff: keeping your
  Evil number once may throw others off the scent.
`;
