// The random playout kernel: the rest of a game with uniformly random legal choices, in one
// loop over local variables. It plays exactly the game the step-by-step fast path
// (sampleChanceInPlace / legalIds / rng.int / applyId) plays with the same generator, draw for
// draw (a test checks): a roll is 1 + rng.int(dieSides), a decision rng.int(players) over the
// legal ids [keep, give to each other player in ascending order].
//
// Precomputed tables keep the loop free of branches on random values: RECIPIENT maps a drawn
// index to the player who gets the roll, and EFFECT holds, per player and face, what the
// roll does to that player's score. The generator is stepped in locals (core/sfc32.ts).

import { CHANCE, TERMINAL } from "../../core/game";
import type { Rng } from "../../core/rng";
import {
  ACCEPT as ACCEPT_EXPORT,
  RECIPROCAL as RECIPROCAL_EXPORT,
  sfc32Of,
} from "../../core/sfc32";
import { MAX_DIE_SIDES, MAX_PLAYERS } from "./config";
import type { MagicNumbersState } from "./state";
import { applyId, legalIds, sampleChanceInPlace } from "./state";

const ACCEPT = ACCEPT_EXPORT;
const RECIPROCAL = RECIPROCAL_EXPORT;
const CHANCE_CODE = CHANCE;
const TERMINAL_CODE = TERMINAL;
const FACES = MAX_DIE_SIDES + 1;

/** RECIPIENT[current * 8 + k]: who gets the roll for legal id index k (0: keep). */
const RECIPIENT = new Int8Array(MAX_PLAYERS * 8);
for (let cur = 0; cur < MAX_PLAYERS; cur++) {
  RECIPIENT[cur * 8] = cur;
  for (let k = 1; k < 8; k++) RECIPIENT[cur * 8 + k] = k - 1 < cur ? k - 1 : k;
}

/**
 * EFFECT[player * FACES + v] for the game being played: (add << 1) | keep, where the roll v
 * makes the score (score + add) when keep is 1 (add = goodBonus for Good, v otherwise) and
 * 0 when keep is 0 (Evil). Filled at the start of each playout from the secrets.
 */
const EFFECT = new Int32Array(MAX_PLAYERS * FACES);

/** Plays `s` to the end in place; returns the number of actions taken, chance included. */
export function playoutInPlace(s: MagicNumbersState, rng: Rng): number {
  if (s.toMove === TERMINAL_CODE) return 0;
  const st = sfc32Of(rng);
  if (st === null) return playoutSteps(s, rng);
  let a = st.a | 0;
  let b = st.b | 0;
  let c = st.c | 0;
  let d = st.d | 0;
  const P = s.players;
  const data = s.data;
  const log = s.log;
  const target = s.target;
  const sides = s.dieSides;
  // An integer for the loop's test (the state says Infinity when there is no cap).
  const maxTurns = Math.min(s.maxTurns, 0x7fffffff);
  // rng.int(sides) and rng.int(P): limits and reciprocals (P ≥ 2 and sides ≥ 2 always draw).
  const rollAccept = ACCEPT[sides]!;
  const rollRecip = RECIPROCAL[sides]!;
  const pickAccept = ACCEPT[P]!;
  const pickRecip = RECIPROCAL[P]!;
  const pickMask = (P & (P - 1)) === 0 ? P - 1 : 0;
  let t = 0;
  let steps = 0;
  if (!s.dealt) {
    // The secrets, drawn as dealSecretsInPlace draws them: per player Good = 1 + rng.int(sides),
    // then Evil = 1 + rng.int(sides − 1), moved past Good (no draw when sides − 1 is 1).
    const other = sides - 1;
    for (let p = 0; p < P; p++) {
      do {
        t = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (c + (c << 3)) | 0;
        c = (((c << 21) | (c >>> 11)) + t) | 0;
      } while (t >>> 0 > rollAccept);
      const good = (1 + t - Math.imul(Math.floor((t >>> 0) * rollRecip) | 0, sides)) | 0;
      let evil = 1;
      if (other > 1) {
        do {
          t = (((a + b) | 0) + d) | 0;
          d = (d + 1) | 0;
          a = b ^ (b >>> 9);
          b = (c + (c << 3)) | 0;
          c = (((c << 21) | (c >>> 11)) + t) | 0;
        } while (t >>> 0 > ACCEPT[other]!);
        evil = (1 + t - Math.imul(Math.floor((t >>> 0) * RECIPROCAL[other]!) | 0, other)) | 0;
      }
      data[p] = good;
      data[P + p] = evil >= good ? evil + 1 : evil;
    }
    s.dealt = true;
    steps = 1;
  }
  const effect = EFFECT;
  const recipient = RECIPIENT;
  const bonus = (s.goodBonus << 1) | 1;
  for (let p = 0; p < P; p++) {
    const row = p * FACES;
    for (let v = 1; v <= sides; v++) effect[row + v] = (v << 1) | 1;
    effect[row + data[p]!] = bonus;
    effect[row + data[P + p]!] = 0;
  }
  let cur = s.current;
  let turns = s.turns;
  // The log entry being filled (three turns to an entry, see MagicNumbersState.log): its
  // index, the byte the next turn goes to, and its bits so far.
  let entry = (turns / 3) | 0;
  let slot = turns - 3 * entry;
  let word = slot === 0 ? 0 : log[entry]!;
  // A roll already waiting for its decision (the state is at a player node), else 0.
  let v = s.toMove === CHANCE_CODE ? 0 : s.roll;
  let winner = -1;
  for (;;) {
    if (v === 0) {
      do {
        t = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (c + (c << 3)) | 0;
        c = (((c << 21) | (c >>> 11)) + t) | 0;
      } while (t >>> 0 > rollAccept);
      v = (1 + t - Math.imul(Math.floor((t >>> 0) * rollRecip) | 0, sides)) | 0;
      steps++;
    }
    do {
      t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
    } while (t >>> 0 > pickAccept);
    // rng.int(P): for 2, 4 or 8 players x mod P is x's low bits (and no draw is rejected).
    const k =
      pickMask !== 0 ? t & pickMask : (t - Math.imul(Math.floor((t >>> 0) * pickRecip) | 0, P)) | 0;
    const to = recipient[cur * 8 + k]!;
    steps++;
    const at = 2 * P + to;
    const score = data[at]!;
    const e = effect[to * FACES + v]!;
    const next = (score + (e >> 1)) & -(e & 1);
    // An addition past the target is not made: keep `score` when next > target.
    data[at] = next ^ ((next ^ score) & ((target - next) >> 31));
    word |= ((v << 3) | to) << (8 * slot);
    if (++slot === 3) {
      if (entry < log.length) log[entry] = word;
      else log.push(word);
      entry++;
      slot = 0;
      word = 0;
    }
    v = 0;
    turns++;
    if (next === target) {
      winner = to;
      break;
    }
    if (turns >= maxTurns) break;
    cur = (cur + 1) & ((cur + 1 - P) >> 31);
  }
  if (slot !== 0) {
    if (entry < log.length) log[entry] = word;
    else log.push(word);
  }
  st.a = a;
  st.b = b;
  st.c = c;
  st.d = d;
  s.current = cur;
  s.turns = turns;
  s.roll = 0;
  s.winner = winner;
  s.toMove = TERMINAL_CODE;
  return steps;
}

const ids = new Int32Array(MAX_PLAYERS + 1);

/** The definition the kernel follows, for a generator it cannot step itself. */
function playoutSteps(s: MagicNumbersState, rng: Rng): number {
  let steps = 0;
  for (; s.toMove !== TERMINAL_CODE; steps++) {
    if (s.toMove === CHANCE_CODE) sampleChanceInPlace(s, rng);
    else applyId(s, ids[rng.int(legalIds(s, ids))]!);
  }
  return steps;
}
