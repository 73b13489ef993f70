// An analysis from untrusted input to a plan: the game, the player counts, the bots and the
// game counts validated (typed errors with stable codes, nothing run), then every batch of
// simulations as an arena tournament plan. Each batch's seed is (seed, batch key) and each
// game's seeds follow from its index (arena/runner.ts), so the figures depend on the seed
// alone, not on the thread count.

import type { GameId, Result } from "@number-games/engine";
import { err, getGame, isGameId, ok } from "@number-games/engine";
import { planArena } from "../arena/arena";
import type { BotSpec } from "../arena/lineup";
import { parseBotSpec, specLabel, splitBotList } from "../arena/lineup";
import type { TournamentPlan } from "../arena/runner";
import { botGameOf } from "../games/registry";
import type { AnalysisSettings, BatchSpec, GameAnalysis, Scenario } from "./types";

export const ANALYSIS_ERROR_CODES = [
  "ERR_ANALYSIS_GAME",
  "ERR_ANALYSIS_PLAYERS",
  "ERR_ANALYSIS_BOTS",
  "ERR_ANALYSIS_GAMES",
] as const;
export type AnalysisErrorCode = (typeof ANALYSIS_ERROR_CODES)[number];

export interface AnalysisError {
  readonly code: AnalysisErrorCode;
  readonly message: string;
}

/** The most games a batch may ask for: beyond it a run would take days, not minutes. */
export const MAX_GAMES = 200_000;

export const DEFAULT_SELF = "medium";
export const DEFAULT_BOTS = "hard,easy,random";
export const DEFAULT_GAMES = 1000;
export const DEFAULT_SKILL_GAMES = 60;

export interface AnalysisInput {
  readonly game: string;
  /** "3", "2-6", or absent for the game's usual counts. */
  readonly players?: string;
  /** The self-play bot (default medium). */
  readonly self?: string;
  /** "strong,weak1,weak2…" (default: the game's defaultBots, else hard,easy,random). */
  readonly bots?: string;
  readonly games?: number;
  readonly skillGames?: number;
  readonly seed?: string;
}

export interface AnalysisPlan {
  readonly settings: AnalysisSettings;
  readonly batches: readonly BatchSpec[];
  /** One tournament plan per batch, and its number of games. */
  readonly plans: readonly TournamentPlan[];
  readonly totals: readonly number[];
}

function fail(code: AnalysisErrorCode, message: string): { ok: false; error: AnalysisError } {
  return err({ code, message });
}

function analysisOf(id: string): Result<GameAnalysis, AnalysisError> {
  const known = isGameId(id) ? botGameOf(id).analysis : undefined;
  if (!isGameId(id) || known === undefined) {
    return fail("ERR_ANALYSIS_GAME", `unknown game ${JSON.stringify(id)}`);
  }
  return ok(known);
}

/** The player counts the game's analysis can play: those some rule set of it accepts. */
function playableCounts(analysis: GameAnalysis, game: GameId): number[] {
  const g = getGame(game);
  const out: number[] = [];
  for (let p = g.minPlayers; p <= g.maxPlayers; p++) {
    if (scenariosFor(analysis, game, p).length > 0) out.push(p);
  }
  return out;
}

/** "4" or "2-6" → the player counts, each one that some rule set of the game accepts. */
export function parsePlayers(game: string, text: string): Result<number[], AnalysisError> {
  const analysis = analysisOf(game);
  if (!analysis.ok) return analysis;
  const id = game as GameId;
  const g = getGame(id);
  const playable = playableCounts(analysis.value, id);
  const range = `${playable[0]}–${playable[playable.length - 1]}`;
  const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(text);
  if (m === null) {
    return fail(
      "ERR_ANALYSIS_PLAYERS",
      `--players takes a number or a range such as 2-6, got ${JSON.stringify(text)}`,
    );
  }
  const lo = Number(m[1]);
  const hi = m[2] === undefined ? lo : Number(m[2]);
  if (lo > hi) return fail("ERR_ANALYSIS_PLAYERS", `the range ${text} is empty`);
  const out: number[] = [];
  for (let p = lo; p <= hi; p++) {
    if (!playable.includes(p)) {
      return fail("ERR_ANALYSIS_PLAYERS", `${g.title} is played by ${range} players, not ${p}`);
    }
    out.push(p);
  }
  return ok(out);
}

function levelSpec(text: string): Result<BotSpec, AnalysisError> {
  const spec = parseBotSpec(text);
  if (!spec.ok) return fail("ERR_ANALYSIS_BOTS", spec.error.message);
  if (spec.value.kind !== "level") {
    return fail("ERR_ANALYSIS_BOTS", "analyze plays the built-in bots only (no cmd: bots)");
  }
  if (spec.value.timeMs !== undefined) {
    return fail(
      "ERR_ANALYSIS_BOTS",
      `"${text}": a time budget would make the figures depend on the machine; give iterations (@4000)`,
    );
  }
  return ok(spec.value);
}

function gamesCount(what: string, n: number): Result<number, AnalysisError> {
  if (!Number.isInteger(n) || n < 1 || n > MAX_GAMES) {
    return fail(
      "ERR_ANALYSIS_GAMES",
      `${what} must be a whole number from 1 to ${MAX_GAMES.toLocaleString("en-US")}, got ${n}`,
    );
  }
  return ok(n);
}

const DEFAULT_SCENARIO: Scenario = { key: "default", label: "default rules", config: {} };

/** The scenarios of the game that accept this player count. */
export function scenariosFor(analysis: GameAnalysis, game: string, players: number): Scenario[] {
  const list = analysis.scenarios?.(players) ?? [DEFAULT_SCENARIO];
  if (!isGameId(game)) return [];
  const g = getGame(game);
  return list.filter((s) => g.parseConfig({ ...s.config, players }).ok);
}

export function planAnalysis(input: AnalysisInput): Result<AnalysisPlan, AnalysisError> {
  const analysis = analysisOf(input.game);
  if (!analysis.ok) return analysis;
  const a = analysis.value;
  const game = input.game as AnalysisSettings["game"];
  let players: number[] = [...a.players];
  if (input.players !== undefined) {
    const p = parsePlayers(game, input.players);
    if (!p.ok) return p;
    players = p.value;
  }
  const self = levelSpec(input.self ?? DEFAULT_SELF);
  if (!self.ok) return self;
  const ladder: BotSpec[] = [];
  for (const text of splitBotList(input.bots ?? a.defaultBots ?? DEFAULT_BOTS)) {
    const s = levelSpec(text);
    if (!s.ok) return s;
    ladder.push(s.value);
  }
  if (ladder.length === 0) return fail("ERR_ANALYSIS_BOTS", "list at least one bot");
  const games = gamesCount("--games", input.games ?? DEFAULT_GAMES);
  if (!games.ok) return games;
  const skillGames = gamesCount("--skill-games", input.skillGames ?? DEFAULT_SKILL_GAMES);
  if (!skillGames.ok) return skillGames;
  const settings: AnalysisSettings = {
    game,
    players,
    self: self.value,
    strong: ladder[0]!,
    weak: ladder.slice(1),
    games: games.value,
    skillGames: skillGames.value,
    seed: input.seed ?? "1",
  };
  const batches = batchesOf(a, settings);
  const plans: TournamentPlan[] = [];
  const totals: number[] = [];
  for (const b of batches) {
    const planned = planArena({
      game,
      config: b.config,
      bots: b.bots,
      games: b.games,
      seed: `${settings.seed}/${b.key}`,
      features: true,
    });
    // The batches are built from validated settings: a refusal here is a bug.
    if (!planned.ok) throw new Error(`analysis batch ${b.key}: ${planned.error.message}`);
    plans.push(planned.value.plan);
    totals.push(planned.value.total);
  }
  return ok({ settings, batches, plans, totals });
}

/** Self-play and skill-gap batches for every scenario and player count, then the game's own. */
export function batchesOf(a: GameAnalysis, s: AnalysisSettings): BatchSpec[] {
  const out: BatchSpec[] = [];
  for (const players of s.players) {
    for (const sc of scenariosFor(a, s.game, players)) {
      const config = { ...sc.config, players };
      out.push({
        key: `self/${sc.key}/${players}`,
        kind: "self",
        scenario: sc.key,
        players,
        config,
        bots: [s.self],
        games: s.games,
      });
      for (const weak of s.weak) {
        out.push({
          key: `skill/${sc.key}/${players}/${specLabel(s.strong)}-${specLabel(weak)}`,
          kind: "skill",
          scenario: sc.key,
          players,
          config,
          bots: [s.strong, weak],
          games: s.skillGames,
        });
      }
    }
  }
  return [...out, ...(a.extraBatches?.(s) ?? [])];
}
