// Magic Numbers' tutorial: you and one computer player, first to exactly 30. The secret
// numbers and the rolls are fixed: your Good number comes first (+10), then your Evil number
// (give it away), then a gift from the computer (probably its Evil number: note it), a roll
// that would overshoot (it would not count), and the exact finish. The computer keeps every
// roll except its Evil number, which it gives to you.

import type { magicNumbersGame } from "@number-games/engine";
import { magicNumbersGame as mn } from "@number-games/engine";
import type { Advice, Hint, TutorialGame } from "../../tutorial/types";
import { EMPTY_NOTES, saveNotes } from "./notepad";

type Obs = magicNumbersGame.MagicNumbersObservation;

const KEEP = { type: "keep" } as const;

function giveTo(obs: Obs): { type: "give"; to: number } {
  return { type: "give", to: (obs.current + 1) % obs.players };
}

function opponent(obs: Obs): unknown {
  const own = obs.own;
  if (own !== null && obs.pendingRoll === own.evil && own.score > 0) return giveTo(obs);
  return KEEP;
}

function advise(obs: Obs, names: readonly string[]): Advice<"magic-numbers"> {
  const own = obs.own;
  const v = obs.pendingRoll;
  if (own === null || v === null) return { main: { key: "roll" } };
  const { target, goodBonus } = obs.config;
  const gift = giveTo(obs);
  const name = names[gift.to] ?? "";
  const after = mn.applyRoll(own.score, v, own.good, own.evil, obs.config);
  const params = {
    n: v,
    score: own.score,
    next: after,
    target,
    bonus: goodBonus,
    need: target - own.score,
    name,
  };
  const me = obs.viewer as number;
  const lastTurn = obs.turns[obs.turns.length - 1];
  const note: Hint<"magic-numbers"> | undefined =
    lastTurn !== undefined && lastTurn.player !== me && lastTurn.to === me
      ? { key: "gotGift", params: { name: names[lastTurn.player] ?? "", n: lastTurn.roll } }
      : undefined;
  const advice = (key: Hint<"magic-numbers">["key"], suggest: unknown) => ({
    note,
    main: { key, params },
    suggest,
  });
  if (after === target) return advice("exact", KEEP);
  if (v === own.evil) return own.score === 0 ? advice("evilAtZero", KEEP) : advice("evil", gift);
  if (after === own.score) return advice("overshoot", KEEP);
  if (v === own.good) return advice("good", KEEP);
  return advice("keep", KEEP);
}

function summary(obs: Obs, names: readonly string[]): Hint<"magic-numbers">[] {
  const r = obs.revealed;
  if (r === null) return [];
  const me = obs.viewer as number;
  const out: Hint<"magic-numbers">[] = [];
  for (let p = 0; p < obs.players; p++) {
    if (p === me) continue;
    out.push({
      key: "endSecrets",
      params: { name: names[p] ?? "", good: r.good[p]!, evil: r.evil[p]!, score: r.scores[p]! },
    });
  }
  return out;
}

export const magicNumbersTutorial: TutorialGame<"magic-numbers", Obs> = {
  config: { players: 2, firstPlayer: 0, target: 30, goodBonus: 10 },
  computers: 1,
  chance: [
    "secrets 4/2 6/1",
    ...[4, 5, 2, 1, 4, 6, 6, 3, 5, 5, 3, 2, 6, 4, 1, 3, 5, 2, 6, 4].map((v) => `roll ${v}`),
  ],
  opponent,
  advise,
  summary,
  highlight: (suggest) => {
    const type = (suggest as { type?: string } | undefined)?.type;
    return type === "keep"
      ? ".mn-board .actions .button.primary"
      : type === "give"
        ? ".mn-board .actions .button.give"
        : null;
  },
  // The notepad (guesses about the computer's numbers) starts empty at every start.
  clearNotes: (notesKey) => saveNotes(notesKey, EMPTY_NOTES),
};
