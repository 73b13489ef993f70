// A reviewed move in the page's language ("place the decoy on 6", "把点数送给 Ben"), from the
// action itself; the engine's notation (`actionText`) is the fallback for anything unknown.

import type { GameId } from "@number-games/engine";

type Tr = (key: string, params?: Record<string, string | number>) => string;

export function moveText(
  game: GameId,
  action: unknown,
  fallback: string,
  t: Tr,
  names: readonly string[],
): string {
  const a = (action ?? {}) as { type?: string; number?: number; decoy?: boolean; to?: number };
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
      return a.type === "take" || a.type === "pay" ? t(`review.moves.${a.type}`) : fallback;
    case "magic-numbers":
      if (a.type === "keep") return t("review.moves.keep");
      if (a.type === "give" && typeof a.to === "number") {
        return t("review.moves.give", { name: names[a.to] ?? String(a.to + 1) });
      }
      return fallback;
  }
}
