// A move in the page's language ("place the decoy on 6", "把点数送给 Ben"), from the action
// itself, for the review and the replay's step line; chance moves say what happened without
// their secrets (a deal never lists the deck). The engine's notation is the fallback.

import type { GameId } from "@number-games/engine";

type Tr = (key: string, params?: Record<string, string | number>) => string;

export function moveText(
  game: GameId,
  action: unknown,
  fallback: string,
  t: Tr,
  names: readonly string[],
): string {
  const a = (action ?? {}) as {
    type?: string;
    number?: number;
    decoy?: boolean;
    to?: number;
    value?: number;
  };
  switch (game) {
    case "number-line":
      if (typeof a.number !== "number") return fallback;
      return t(
        a.decoy === true
          ? "review.moves.placeDecoy"
          : a.decoy === false
            ? "review.moves.placeReal"
            : "review.moves.place",
        { n: a.number },
      );
    case "take-or-pay":
      // A deal is chance: only that the deck was shuffled, never its order.
      return a.type === "take" || a.type === "pay" || a.type === "deal"
        ? t(`review.moves.${a.type}`)
        : fallback;
    case "magic-numbers":
      if (a.type === "keep") return t("review.moves.keep");
      if (a.type === "roll" && typeof a.value === "number") {
        return t("review.moves.roll", { n: a.value });
      }
      // Secret numbers: only that they were dealt.
      if (a.type === "secrets") return t("review.moves.secrets");
      if (a.type === "give" && typeof a.to === "number") {
        return t("review.moves.give", { name: names[a.to] ?? String(a.to + 1) });
      }
      return fallback;
  }
}
