// A 2-player Magic Numbers game for the open-play tests: seat 0 plays medium, seat 1 the open
// game's optimum (it sees both secret pairs), on a shorter game (`rules`). The hooks see seat
// 0's observation before each of its turns, and just before and after each of seat 1's.

import type { magicNumbersGame } from "@number-games/engine";
import { CHANCE, getGame, Rng, TERMINAL } from "@number-games/engine";
import type { OpenRules } from "../../src/games/magic-numbers/open-secrets";
import { openKeeps, rollOnto, solveOpenSecrets } from "../../src/games/magic-numbers/open-secrets";
import { createBot } from "../../src/index";

type Obs = magicNumbersGame.MagicNumbersObservation;
type Secrets = { good: number[]; evil: number[] };
const game = getGame("magic-numbers");

export function perfectGame(
  seed: string,
  rules: OpenRules,
  on: {
    /** Seat 0 (medium) is to act on `o`; `actions` are the game's so far. */
    medium?: (o: Obs, secrets: Secrets, actions: unknown[]) => void;
    /** Seat 1 (perfect) acted: seat 0's observation before and after (the game going on). */
    perfect?: (before: Obs, after: Obs, secrets: Secrets) => void;
  },
): void {
  const cfg = game.parseConfig({ players: 2, maxTurns: 200, ...rules });
  if (!cfg.ok) throw new Error(cfg.error.message);
  const rng = Rng.fromSeed(seed);
  const bot = createBot(game, "medium", { seed });
  let s = game.newGame(cfg.value);
  const actions: unknown[] = [];
  let secrets: Secrets | null = null;
  let sol: ReturnType<typeof solveOpenSecrets> | null = null;
  const scores = [0, 0];
  while (game.toMove(s) !== TERMINAL) {
    const m = game.toMove(s);
    let a: unknown;
    const before = m === 1 ? (game.observe(s, 0) as Obs) : null;
    if (m === CHANCE) a = game.sampleChance(s, rng);
    else {
      const o = game.observe(s, m) as Obs;
      if (m === 0) {
        on.medium?.(o, secrets!, actions);
        a = bot.act(o);
      } else {
        a = openKeeps(sol!, scores[0]!, scores[1]!, 1, o.pendingRoll!)
          ? { type: "keep" }
          : { type: "give", to: 0 };
      }
    }
    const r = game.apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    const act = a as { type: string; to?: number; good?: number[]; evil?: number[] };
    if (act.type === "secrets") {
      secrets = { good: act.good!, evil: act.evil! };
      sol = solveOpenSecrets(
        { good: [act.good![0]!, act.good![1]!], evil: [act.evil![0]!, act.evil![1]!] },
        rules,
      );
    } else if (act.type === "keep" || act.type === "give") {
      const to = act.type === "keep" ? (m as number) : act.to!;
      const v = (game.history(s).at(-1) as { value: number }).value;
      scores[to] = rollOnto(scores[to]!, v, secrets!.good[to]!, secrets!.evil[to]!, rules);
    }
    actions.push(a);
    s = r.value;
    if (before !== null && game.toMove(s) !== TERMINAL) {
      on.perfect?.(before, game.observe(s, 0) as Obs, secrets!);
    }
  }
}
