// Helpers shared by this game's tests (not part of the game's API).

import { Rng } from "../../src/core/rng";
import type { NumberLineAction } from "../../src/games/number-line/actions";
import type { NumberLineConfig } from "../../src/games/number-line/config";
import { numberLine } from "../../src/games/number-line/index";
import type { NumberLineState } from "../../src/games/number-line/state";

export function config(players = 2, firstPlayer = 0): NumberLineConfig {
  const c = numberLine.parseConfig({ players, firstPlayer });
  if (!c.ok) throw new Error(c.error.message);
  return c.value;
}

/** Applies text moves ("5", "6d", "7r") through the checked door; throws on the first error. */
export function play(state: NumberLineState, ...moves: string[]): NumberLineState {
  let s = state;
  for (const m of moves) {
    const a = numberLine.parseActionText(m);
    if (!a.ok) throw new Error(`${m}: ${a.error.message}`);
    const next = numberLine.apply(s, a.value);
    if (!next.ok) throw new Error(`${m}: ${next.error.message}`);
    s = next.value;
  }
  return s;
}

export function start(players = 2, firstPlayer = 0): NumberLineState {
  return numberLine.newGame(config(players, firstPlayer));
}

/** A random game through the checked door, stopped after at most `steps` placements. */
export function randomState(cfg: NumberLineConfig, seed: number, steps = 1000): NumberLineState {
  const rng = Rng.fromSeed(seed);
  let s = numberLine.newGame(cfg);
  for (let i = 0; i < steps && numberLine.toMove(s) >= 0; i++) {
    const legal = numberLine.legalActions(s);
    const next = numberLine.apply(s, legal[rng.int(legal.length)]!);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
  return s;
}

/** Every field of a state as plain data, to check that nothing changed. */
export function snapshot(s: NumberLineState): unknown {
  return {
    ...s,
    cells: Array.from(s.cells),
    totals: Array.from(s.totals),
    roundPoints: Array.from(s.roundPoints),
    hist: Array.from(s.hist),
  };
}

/** Replays a list of actions from a new game through the checked door. */
export function replayActions(
  cfg: NumberLineConfig,
  actions: readonly NumberLineAction[],
): NumberLineState {
  let s = numberLine.newGame(cfg);
  for (const a of actions) {
    const next = numberLine.apply(s, a);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
  return s;
}

/**
 * Reference scorer, straight from docs/rules.md: for each number, each player's distance to their
 * nearest scoring card; a strictly smallest distance wins the number.
 */
export function referenceScore(
  cards: readonly { player: number; number: number; decoy?: boolean | null }[],
  len: number,
  players: number,
): number[] {
  const points = new Array<number>(players).fill(0);
  for (let n = 1; n <= len; n++) {
    const dist = new Array<number>(players).fill(Number.POSITIVE_INFINITY);
    for (const c of cards) {
      if (c.decoy === true) continue;
      dist[c.player] = Math.min(dist[c.player]!, Math.abs(c.number - n));
    }
    const best = Math.min(...dist);
    if (best === Number.POSITIVE_INFINITY) continue;
    const at = dist.flatMap((d, p) => (d === best ? [p] : []));
    if (at.length === 1) points[at[0]!]! += 1;
  }
  return points;
}

/**
 * Two players: the round's starting player takes the left middle, the other the right middle,
 * second cards (decoys) on the lowest free numbers. A tie of floor(L / 2) points each.
 */
export function tieRound(s: NumberLineState): NumberLineState {
  const L = s.lineLength;
  if (s.round === 1) return play(s, "5", "6");
  if (s.round === 3) return play(s, "5", "6", "1", "10");
  if (L === 1) throw new Error("no tie round on a line of one number");
  const a = L % 2 === 0 ? L / 2 : (L - 1) / 2;
  const b = L % 2 === 0 ? a + 1 : (L + 3) / 2;
  s = play(s, `${a}r`, `${b}r`);
  for (let i = 0; i < 2 && s.placed > 0; i++) {
    const free = numberLine.legalActions(s)[0]!;
    s = play(s, `${free.number}d`);
  }
  return s;
}
