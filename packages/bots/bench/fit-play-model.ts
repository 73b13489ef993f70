// Fits the model of play behind Magic Numbers' beliefs (beliefs.ts PLAY_MODEL) by maximum
// likelihood: plays games whose seats are drawn from easy, medium and hard (hard at a small
// budget, to keep the run short), then scores every candidate model by the log-probability it
// gives every player's public actions, each given the history before it (the evidence the
// belief accumulates, summed over players and games), and prints the best.
//   npx tsx packages/bots/bench/fit-play-model.ts [--games 300] [--hard 4000] [--seed fit]
// Deterministic for a seed (the bots use iteration budgets, not time).

import type { magicNumbersGame } from "@number-games/engine";
import { CHANCE, getGame, Rng, TERMINAL } from "@number-games/engine";
import type { CommandLineSpec } from "../../../scripts/bench-args";
import { orExit, parseCommandLine } from "../../../scripts/bench-args";
import type { PlayModel } from "../src/games/magic-numbers/beliefs";
import { Beliefs } from "../src/games/magic-numbers/beliefs";
import { createBot } from "../src/index";

type Obs = magicNumbersGame.MagicNumbersObservation;
type Config = magicNumbersGame.MagicNumbersConfig;

const COMMAND_LINE = {
  script: "fit-play-model.ts",
  options: {
    games: { type: "number", default: 300 },
    hard: { type: "number", default: 4000 },
    seed: { type: "string", default: "fit" },
  },
} as const satisfies CommandLineSpec;
const {
  games,
  hard: hardBudget,
  seed,
} = orExit(parseCommandLine(COMMAND_LINE, process.argv.slice(2))).options;

const game = getGame("magic-numbers");
interface Played {
  readonly config: Config;
  readonly turns: { player: number; roll: number; to: number }[];
}

const played: Played[] = [];
const levels = ["easy", "medium", "hard"] as const;
const t0 = Date.now();
for (let n = 0; n < games; n++) {
  const rng = Rng.fromSeed(`${seed}-${n}`);
  const players = 3 + (n % 2);
  const cfg = game.parseConfig({ players, firstPlayer: n % players, maxTurns: 400 });
  if (!cfg.ok) throw new Error(cfg.error.message);
  const bots = Array.from({ length: players }, (_, p) => {
    const level = levels[rng.int(levels.length)]!;
    return createBot(game, level, {
      seed: `${seed}-${n}-${p}`,
      ...(level === "hard" ? { iterations: hardBudget } : {}),
    });
  });
  let s = game.newGame(cfg.value);
  while (game.toMove(s) !== TERMINAL) {
    const who = game.toMove(s);
    const a = who === CHANCE ? game.sampleChance(s, rng) : bots[who]!.act(game.observe(s, who));
    const r = game.apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  const o = game.observe(s, "spectator") as unknown as Obs;
  played.push({ config: cfg.value as Config, turns: o.turns.map((t) => ({ ...t })) });
}
const playSeconds = (Date.now() - t0) / 1000;

function logLikelihood(model: PlayModel): number {
  let total = 0;
  for (const g of played) {
    const b = new Beliefs(g.config, -1, model);
    for (const t of g.turns) b.observe(t.player, t.roll, t.to);
    for (const x of b.logEvidence) total += x;
  }
  return total;
}

const priors: number[][] = [];
for (const m of [0.2, 0.3, 0.4, 0.5])
  for (const e of [0.2, 0.3, 0.4, 0.5])
    if (m + e < 0.95) priors.push([m, e, Number((1 - m - e).toFixed(2))]);
let best: { model: PlayModel; ll: number } | null = null;
for (const temperature of [2, 8, 16, 32, 64, 128, 256])
  for (const epsilon of [0.005, 0.01, 0.02])
    for (const prior of priors) {
      const model = { prior, temperature, epsilon };
      const ll = logLikelihood(model);
      if (best === null || ll > best.ll) best = { model, ll };
    }
const actions = played.reduce((a, g) => a + g.turns.length, 0);
console.log(
  JSON.stringify({
    games,
    hardBudget,
    seed,
    actions,
    playSeconds,
    best: best!.model,
    logLikelihood: Number(best!.ll.toFixed(1)),
    perAction: Number((best!.ll / actions).toFixed(4)),
    uniformPerAction: Number(
      (
        played.reduce((a, g) => a + g.turns.length * Math.log(1 / g.config.players), 0) / actions
      ).toFixed(4),
    ),
  }),
);
