// A tutorial game in memory: the engine's state for a fixed table and a fixed deal. Like the
// local referee (local/referee.ts) it alone holds the state: the page and the hints get the
// learner's observation, the computer its own seat's. Chance follows the tutorial's script
// (the same deal every time); past its end, a generator with a fixed seed keeps it
// reproducible. Immutable: every step returns a new session (the engine's apply is pure).

import type { AnyGame, GameId, ObservationBase, Result, RuleError } from "@number-games/engine";
import { err, getGame, ok, Rng, ruleError } from "@number-games/engine";
import { TUTORIALS } from "../games/tutorials";

/** The learner's seat. */
export const LEARNER = 0;

export interface TutorialSession {
  readonly id: GameId;
  readonly game: AnyGame;
  /** Opaque outside this module. */
  readonly state: unknown;
  /** Chance actions drawn so far (the position in the script). */
  readonly drawn: number;
}

export type Observation = ObservationBase<unknown>;

/** Whose move is next: the learner's, the computer's, chance's, or nobody's. */
export type Next = "learner" | "computer" | "chance" | "over";

/** The tutorial's table before anything is dealt. Throws on a bad script (a bug). */
export function startTutorial(id: GameId): TutorialSession {
  const game = getGame(id);
  const config = game.parseConfig(TUTORIALS[id].config);
  if (!config.ok) throw new Error(`tutorial ${id}: ${config.error.message}`);
  return { id, game, state: game.newGame(config.value), drawn: 0 };
}

export function seatCount(s: TutorialSession): number {
  return TUTORIALS[s.id].computers + 1;
}

export function observeLearner(s: TutorialSession): Observation {
  return s.game.observe(s.state, LEARNER) as Observation;
}

export function nextOf(s: TutorialSession): Next {
  const a = s.game.actor(s.state);
  if (a.kind === "terminal") return "over";
  if (a.kind === "chance") return "chance";
  return a.player === LEARNER ? "learner" : "computer";
}

function chanceAction(s: TutorialSession): unknown {
  const text = TUTORIALS[s.id].chance[s.drawn];
  if (text !== undefined) {
    const a = s.game.parseActionText(text);
    if (!a.ok) throw new Error(`tutorial ${s.id}: ${text}: ${a.error.message}`);
    return a.value;
  }
  return s.game.sampleChance(s.state, Rng.fromSeed(`tutorial/${s.id}/${s.drawn}`));
}

/** Chance's or the computer's move. Throws if it is the learner's turn or over (a bug). */
export function stepAuto(s: TutorialSession): TutorialSession {
  const a = s.game.actor(s.state);
  let action: unknown;
  if (a.kind === "chance") action = chanceAction(s);
  else if (a.kind === "player" && a.player !== LEARNER) {
    const obs = s.game.observe(s.state, a.player);
    action = TUTORIALS[s.id].opponent(obs as Observation);
  } else throw new Error(`tutorial ${s.id}: nothing to do automatically`);
  const next = s.game.apply(s.state, action);
  if (!next.ok) throw new Error(`tutorial ${s.id}: ${next.error.message}`);
  return { ...s, state: next.value, drawn: s.drawn + (a.kind === "chance" ? 1 : 0) };
}

/** The learner's move, checked as the referee checks one: their turn, a valid action, legal. */
export function playLearner(
  s: TutorialSession,
  input: unknown,
): Result<TutorialSession, RuleError> {
  if (nextOf(s) !== "learner") return err(ruleError("ERR_PLAYER_TO_ACT", "it is not your turn"));
  const parsed = s.game.parseAction(input);
  if (!parsed.ok) return parsed;
  const next = s.game.apply(s.state, parsed.value);
  if (!next.ok) return next;
  return ok({ ...s, state: next.value });
}

/** Whether two actions of this game are the same move (objects may differ in key order). */
export function sameMove(s: TutorialSession, a: unknown, b: unknown): boolean {
  const pa = s.game.parseAction(a);
  const pb = s.game.parseAction(b);
  return pa.ok && pb.ok && s.game.actionId(pa.value) === s.game.actionId(pb.value);
}

/** Runs chance and the computer until the learner is to move or the game is over. */
export function untilLearner(s: TutorialSession): TutorialSession {
  let cur = s;
  for (let i = 0; i < 10_000; i++) {
    const n = nextOf(cur);
    if (n === "learner" || n === "over") return cur;
    cur = stepAuto(cur);
  }
  throw new Error(`tutorial ${s.id}: the computer never stops`);
}
