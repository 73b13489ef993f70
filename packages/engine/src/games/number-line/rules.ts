// The rules of Number Line for a player at a terminal (`numbers rules number-line`), as
// docs/rules.md states them. Wrapped at 78 columns.

export const rulesText = `NUMBER LINE  (2 to 5 players)

Number cards 1 to 10 lie in a row: the line. Each player has a colour (green,
orange, red, yellow, blue; shown as G O R Y B) and two cards: a normal card
and a decoy card. Points add up across rounds; the most points wins.

TAKING TURNS
The first player starts round 1, and the start passes one seat clockwise each
round (to the next colour in the list above, wrapping around). Players take
turns clockwise, placing one card per turn on any number that has no card on
it. The line is cleared after every round.

THE ROUNDS
Round 1   Each player places 1 card. All cards score.
Round 2   Each player places 2 cards (two laps). One of your two cards is the
          decoy: you say which as you place it ("place 7 decoy" or "place 7
          real"), and the others do not learn which was which until the
          round is scored. A decoy takes up its number but never scores.
Round 3   Each player places 2 cards. Both score; nothing is hidden.
Round 4+  Like round 2 (two cards, one of them a decoy), but the highest
          number is removed each time: round 4 uses 1-9, round 5 uses 1-8,
          and so on.

If a player must place a card and no number is free, the round ends at once
and is scored as it stands (for example 5 players in round 4: 10 cards, 9
numbers).

SCORING A ROUND
For each number on the line, find each player's nearest scoring card. If one
player is strictly nearest, that player gets 1 point for the number. If two
or more players are equally near, nobody gets it. The number a scoring card
lies on counts for its owner, and your own two cards never tie with each
other. A round is worth at most as many points as the line has numbers.

Example (3 players, round 1): green on 5, orange on 4, red on 6. Orange is
nearest to 1-4 (4 points), red to 6-10 (5 points), green only to 5 (1 point):
green was surrounded.

WHO WINS
After round 2, the player with the most points wins. If two or more players
tie for the most, play round 3; after round 3 and every later round, the same
test: a single leader wins, otherwise play the next round. If the next round
would have no numbers left (after round 12), the game ends and the tied
leaders share the win.

NOTATION
  place 7          a card on 7 (rounds 1 and 3)
  place 7 decoy    your decoy on 7 (decoy rounds)
  place 7 real     your scoring card on 7 (decoy rounds)
Short forms: "7", "7d", "7r", "7 decoy", "p 7 d".
`;
