// Take or Pay's tutorial: you and two computer players on a short deck (一 … 十二, ten cards
// in play, three tokens each). The deal is fixed so that the first card is worth passing,
// a card soon joins one of your runs ("a run counts only its lowest card"), and the pot
// grows big enough to pay for a card. The computer players follow the same simple advice
// the hints give you.

import type { takeOrPayGame } from "@number-games/engine";
import { takeOrPayGame as top } from "@number-games/engine";
import type { Advice, Hint, TutorialGame } from "../../tutorial/types";

type Obs = takeOrPayGame.TakeOrPayObservation;

/** Take a card whose net cost (points added minus the pot) is at most this. */
export const CHEAP = 4;

export interface Judgement {
  readonly take: boolean;
  readonly why: "must" | "run" | "cheap" | "pay";
  readonly card: number;
  /** How much the card adds to the score (a run's higher cards add nothing). */
  readonly adds: number;
  /** The card of the seat's that this one touches, for "run". */
  readonly joins: number | null;
}

/** The simple advice, for the seat that is to act (its own observation). */
export function judge(obs: Obs): Judgement {
  const seat = obs.viewer as number;
  const card = obs.faceUp ?? 0;
  const mine = obs.cards[seat] ?? [];
  const adds = top.cardPoints([...mine, card]) - top.cardPoints(mine);
  const joins = mine.find((c) => Math.abs(c - card) === 1) ?? null;
  const tokens = obs.tokens[seat] ?? 0;
  const base = { card, adds, joins };
  if (tokens === 0) return { ...base, take: true, why: "must" };
  if (joins !== null) return { ...base, take: true, why: "run" };
  if (adds - obs.pot <= CHEAP) return { ...base, take: true, why: "cheap" };
  return { ...base, take: false, why: "pay" };
}

function opponent(obs: Obs): unknown {
  return judge(obs).take ? top.TAKE : top.PAY;
}

function advise(obs: Obs, names: readonly string[]): Advice<"take-or-pay"> {
  const j = judge(obs);
  const seat = obs.viewer as number;
  const params = {
    adds: j.adds,
    pot: obs.pot,
    net: j.adds - obs.pot,
    tokens: obs.tokens[seat] ?? 0,
  };
  const cards = { card: [j.card], joins: j.joins === null ? [] : [j.joins] };
  // The last thing a computer did before your turn, when it took a card: worth a word.
  const last = obs.events[obs.events.length - 1];
  const note: Hint<"take-or-pay"> | undefined =
    last?.type === "take" && last.player !== seat
      ? {
          key: "theyTook",
          params: { name: names[last.player] ?? "", pot: last.pot },
          cards: { card: [last.card] },
        }
      : undefined;
  // The text for the reason, told apart by the pot and by which side of a run.
  const key: Hint<"take-or-pay">["key"] =
    j.why === "run" && j.adds < 0
      ? "runBelow"
      : j.why === "pay" && obs.pot > 0
        ? "payPot"
        : j.why === "cheap" && obs.pot === 0
          ? "small"
          : j.why;
  return { note, main: { key, params, cards }, suggest: j.take ? top.TAKE : top.PAY };
}

function summary(obs: Obs): Hint<"take-or-pay">[] {
  const seat = obs.viewer as number;
  const mine = obs.cards[seat] ?? [];
  const runs = top.runsOf(mine);
  const cards = top.cardPoints(mine);
  const tokens = obs.tokens[seat] ?? 0;
  const out: Hint<"take-or-pay">[] = [
    {
      key: "endScore",
      runs: { runs },
      params: {
        cards,
        tokens,
        score: cards - tokens,
      },
    },
  ];
  if (obs.removed !== null) {
    out.push({ key: "endRemoved", cards: { cards: obs.removed } });
  }
  return out;
}

export const takeOrPayTutorial: TutorialGame<"take-or-pay", Obs> = {
  config: { players: 3, firstPlayer: 0, minCard: 1, maxCard: 12, removed: 2, tokens: 3 },
  computers: 2,
  chance: ["deal 10 11 5 9 7 2 3 6 8 1"],
  opponent,
  cardName: top.hanzi,
  advise,
  summary,
  highlight: (suggest) => {
    const type = (suggest as { type?: string } | undefined)?.type;
    return type === "take"
      ? ".top-board .actions .button:nth-of-type(1)"
      : type === "pay"
        ? ".top-board .actions .button:nth-of-type(2)"
        : null;
  },
};
