// A move of each game in the players' words ("place the decoy on 6", "把诱饵放在 6"), from the
// engine's action: the words, one constant per language, and which of them each kind of move
// takes. The printed lesson report (lesson-report.ts) and the web app (its review, replay and
// lesson report: the i18n review section and games/<id>/review.ts) say the same thing. Chance
// moves say what happened without their secrets (a deal never lists the deck).

import type { GameId } from "@number-games/engine";

export const MOVE_WORDS_EN = {
  place: "place on {{n}}",
  placeReal: "place the real card on {{n}}",
  placeDecoy: "place the decoy on {{n}}",
  take: "take the card",
  pay: "pay a token",
  keep: "keep the roll",
  give: "give the roll to {{name}}",
  deal: "the deck is shuffled",
  roll: "the die shows {{n}}",
  secrets: "the secret numbers are dealt",
} as const;

export const MOVE_WORDS_ZH = {
  place: "放在 {{n}}",
  placeReal: "把真牌放在 {{n}}",
  placeDecoy: "把诱饵放在 {{n}}",
  take: "拿牌",
  pay: "付一个筹码",
  keep: "留下这个点数",
  give: "把这个点数送给 {{name}}",
  deal: "洗牌",
  roll: "骰子掷出 {{n}}",
  secrets: "每人的幸运数和厄运数发好了",
} as const satisfies Record<MoveWord, string>;

export type MoveWord = keyof typeof MOVE_WORDS_EN;

/** A move's words from their key and values (the web's i18next `t`, the printed report's own). */
export type SayMove = (key: MoveWord, values: Readonly<Record<string, string | number>>) => string;

/** An action as the games' records hold it, read field by field (it may be anything). */
interface Raw {
  readonly type?: unknown;
  readonly number?: unknown;
  readonly decoy?: unknown;
  readonly to?: unknown;
  readonly value?: unknown;
}

type Wording = (a: Raw, say: SayMove, names: readonly string[]) => string | null;

const WORDING: Readonly<Record<GameId, Wording>> = {
  // A placement names its number and, in a decoy round, which card it is.
  "number-line": (a, say) =>
    typeof a.number !== "number"
      ? null
      : say(a.decoy === true ? "placeDecoy" : a.decoy === false ? "placeReal" : "place", {
          n: a.number,
        }),
  // A deal is chance: only that the deck was shuffled, never its order.
  "take-or-pay": (a, say) =>
    a.type === "take" || a.type === "pay" || a.type === "deal" ? say(a.type, {}) : null,
  "magic-numbers": (a, say, names) => {
    if (a.type === "keep") return say("keep", {});
    if (a.type === "roll" && typeof a.value === "number") return say("roll", { n: a.value });
    // Secret numbers: only that they were dealt.
    if (a.type === "secrets") return say("secrets", {});
    if (a.type === "give" && typeof a.to === "number") {
      return say("give", { name: names[a.to] ?? String(a.to + 1) });
    }
    return null;
  },
};

/**
 * `action` (a move of `game`) in words, a seat it names (Magic Numbers' gifts) by `names`;
 * null for an action the game does not word (the caller shows the engine's notation).
 */
export function moveWords(
  game: GameId,
  action: unknown,
  say: SayMove,
  names: readonly string[],
): string | null {
  return WORDING[game]((action ?? {}) as Raw, say, names);
}
