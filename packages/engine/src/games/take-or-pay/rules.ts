// The rules for a player reading in a terminal (`numbers rules take-or-pay`), as docs/rules.md
// states them. Lines stay within 78 columns, Hanzi counted double-width (a test checks).

export const rulesText = `TAKE OR PAY (take-or-pay), 3 to 6 players (classic preset: 3 to 7)

Cards carry Chinese numbers: 一 (1), 二 (2) ... 十 (10), 十一 (11) ...
三十六 (36).
Collect as few points as you can. Pay tokens to dodge cards you do not want.

SETUP
  classroom (default): cards 1 to 36, 6 set aside unseen, 10 tokens each.
  classic: cards 3 to 35, 9 set aside unseen, 11 tokens each (9 tokens with
    6 players, 7 with 7 players).
  The deck is shuffled and the set-aside cards are removed without anyone
  looking at them. Players are numbered 0 to P-1; "to the left" means the
  next number, wrapping round to 0. The first player is player 0 unless the
  table chooses another (in class: whoever arrived at school earliest).

PLAY
  The top card of the deck is turned face up with an empty pot of tokens.
  The player to act does one of two things:
  - pay:  put one of your tokens on the pot beside the card. The player to
          your left now faces the same card.
  - take: take the face-up card and every token in its pot. Then turn up
          the next card (its pot starts empty) and decide again: you act
          once more, on the new card.
  A player with no tokens cannot pay and must take.
  The game ends when the last card is taken.

SCORING
  Your cards are worth their numbers, but a run of consecutive numbers
  counts only its lowest card. Then subtract one point per token you hold.
    {4, 8, 12}       -> 4 + 8 + 12 = 24
    {4, 11, 12}      -> 4 + 11 = 15
    {28, 29, 30}     -> 28
    {7, 8}           -> 7
    {4, 15, 27}      -> 46
    72 in cards and 10 tokens -> 62
  A set-aside card breaks a run: with 15 removed, 14 and 16 are two cards.
  The lowest score wins; players tied for the lowest share the win.

WHAT YOU SEE
  Public: everyone's taken cards, the face-up card and its pot, whose turn
  it is, how many cards are still face down, and every pay and take so far.
  Hidden: the order of the deck and which cards were set aside (revealed at
  the end), and each player's tokens: keep yours out of view. A sharp memory
  can work out everyone's tokens from the pays and takes, as at a real
  table, but the screen shows only your own count, unless the table plays
  with open tokens (openTokens), where every count is shown. At the end all
  token counts, scores and the set-aside cards are shown.

ACTIONS (type them)
  pay  (or p)     put a token on the pot
  take (or t)     take the card and the pot
  The deal is written "deal 5 12 33 ...": the cards in play, top card first.

TIPS
  A card nobody wants gathers tokens: a 27 taken with 10 tokens costs only
  17 points. A card that extends one of your runs adds nothing, and may even
  save points (9 next to your 10 makes the run count 9 instead of 10).
`;
