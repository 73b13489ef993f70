// A hint in the page's language: its key and values, with cards written as each language
// writes them, named by the game's tutorial (Take or Pay: "四 (4), 十二 (12)";
// "四（4）、十二（12）", full-width brackets and the enumeration comma), so no Latin
// punctuation lands inside Chinese text.

import type { GameId } from "@number-games/engine";
import { TUTORIALS } from "../games/tutorials";
import type { AnyHint } from "./types";

export type Translate = (key: string, options?: object) => string;

export function hintText(game: GameId, hint: AnyHint, t: Translate): string {
  const name = TUTORIALS[game].cardName ?? String;
  const list = (cards: readonly number[]) =>
    cards.map((n) => t("tutorial.card", { hanzi: name(n), n })).join(t("tutorial.cardSeparator"));
  const params: Record<string, string | number> = { ...(hint.params ?? {}) };
  for (const [k, cards] of Object.entries(hint.cards ?? {})) params[k] = list(cards);
  for (const [k, runs] of Object.entries(hint.runs ?? {})) {
    params[k] = runs.map(list).join(t("tutorial.runSeparator"));
  }
  return t(`tutorial.${game}.${hint.key}`, params);
}
