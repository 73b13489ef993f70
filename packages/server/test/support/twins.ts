// The twin tables of public-views.test.ts: for each game, two tables that differ only in what
// a spectator may not know (the seeds and scripts), and a store that gives the next tables
// the seeds chosen for them.

import type { AnyGame, GameId } from "@number-games/engine";
import { CHANCE, GAMES, TERMINAL } from "@number-games/engine";
import { sha256Hex } from "../../src/common/ids";
import type { TableRow, TableStore } from "../../src/storage/types";
import { chanceRng, seedCommitment, TABLE_RNG } from "../../src/tables/fairness";
import { unwrap } from "./server";

export type Json = Record<string, unknown>;

// ------------------------------------------------------------------ choosing the chance

/**
 * The store, except that the next tables created take their seeds from `seeds` (in order):
 * the test picks two seeds whose public chance is the same and whose hidden chance is not.
 */
export function seededStore(store: TableStore, seeds: string[]): TableStore {
  return new Proxy(store, {
    get: (target, prop, receiver) => {
      const value = Reflect.get(target, prop, receiver);
      if (prop === "createTable") {
        return (row: TableRow) => {
          const seed = seeds.shift();
          return target.createTable(
            seed === undefined ? row : { ...row, seed, seedCommitment: seedCommitment(seed) },
          );
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * The game a table with `seed` plays when its seats play `script`, chance drawn as the server
 * draws it (from the seed, at every chance node, including those right after the script).
 */
function simulate(game: AnyGame, config: Json, seed: string, script: readonly Json[]) {
  const rng = chanceRng(seed, TABLE_RNG);
  let s = game.newGame(unwrap(game.parseConfig(config)));
  const chance: Json[] = [];
  for (let i = 0; ; ) {
    const m = game.toMove(s);
    if (m === TERMINAL) break;
    let action: unknown;
    if (m === CHANCE) {
      action = game.sampleChance(s, rng);
      chance.push(JSON.parse(JSON.stringify(action)) as Json);
    } else if (i < script.length) action = unwrap(game.parseAction(script[i++]));
    else break;
    s = unwrap(game.apply(s, action));
  }
  return { terminal: game.toMove(s) === TERMINAL, chance };
}

/**
 * Two seeds whose chance shows the same `publicKey` (what the script lets everyone, and the
 * seats in `sameSeats`, see) and differs in `hidden`, with neither game over after the script.
 * Birthday search over seeds, in order: deterministic.
 */
function twinSeeds(
  game: AnyGame,
  config: Json,
  script: readonly Json[],
  publicKey: (chance: readonly Json[]) => unknown,
  hidden: (chance: readonly Json[]) => unknown,
): [string, string] {
  const seen = new Map<string, { seed: string; hidden: string }[]>();
  for (let i = 0; i < 200_000; i++) {
    const seed = sha256Hex(`public-views:${game.id}:${i}`);
    const run = simulate(game, config, seed, script);
    if (run.terminal) continue;
    const key = JSON.stringify(publicKey(run.chance));
    const mine = JSON.stringify(hidden(run.chance));
    const others = seen.get(key) ?? [];
    const twin = others.find((o) => o.hidden !== mine);
    if (twin) return [twin.seed, seed];
    others.push({ seed, hidden: mine });
    seen.set(key, others);
  }
  throw new Error(`no twin seeds for ${game.id}`);
}

// ------------------------------------------------------------------ the twins

export interface Twins {
  readonly game: GameId;
  readonly config: Json;
  /** Player actions of table A and of table B, in order (the same public moves). */
  readonly scripts: readonly [readonly Json[], readonly Json[]];
  /** The seeds of A and B, or null when chance plays no part. */
  readonly seeds: (() => [string, string]) | null;
  /** The seats that know exactly the same at both tables. */
  readonly sameSeats: readonly number[];
  /** The seats whose own view differs between the tables (their own hidden choices). */
  readonly otherSeats: readonly number[];
}

export const decoy = (number: number, isDecoy: boolean): Json => ({
  type: "place",
  number,
  decoy: isDecoy,
});
export const place = (number: number): Json => ({ type: "place", number });

/**
 * Number Line, 3 seats: round 1, then round 2 up to seat 0's last card. Seat 1 chose its
 * decoy on 1 at table A and on 9 at table B; nothing else differs, and round 2 is not scored.
 */
const NUMBER_LINE_ROUND_1 = [place(5), place(2), place(8)];
export const numberLine: Twins = {
  game: "number-line",
  config: { players: 3 },
  scripts: [
    [
      ...NUMBER_LINE_ROUND_1,
      decoy(1, true),
      decoy(4, false),
      decoy(6, false),
      decoy(9, false),
      decoy(3, true),
    ],
    [
      ...NUMBER_LINE_ROUND_1,
      decoy(1, false),
      decoy(4, false),
      decoy(6, false),
      decoy(9, true),
      decoy(3, true),
    ],
  ],
  seeds: null,
  sameSeats: [0, 2],
  otherSeats: [1],
};

/** Take or Pay, 3 seats: two cards taken, the third face up; the rest of the deck differs. */
const TAKE_OR_PAY_SCRIPT = ["pay", "pay", "take", "pay", "take", "pay", "pay"].map((type) => ({
  type,
}));
export const takeOrPay: Twins = {
  game: "take-or-pay",
  config: { players: 3 },
  scripts: [TAKE_OR_PAY_SCRIPT, TAKE_OR_PAY_SCRIPT],
  seeds: () =>
    twinSeeds(
      GAMES["take-or-pay"],
      { players: 3 },
      TAKE_OR_PAY_SCRIPT,
      // Two takes: the first three cards have been turned up.
      (chance) => (chance[0]!.deck as number[]).slice(0, 3),
      // The removed cards (what the deck leaves out) differ.
      (chance) => [...(chance[0]!.deck as number[])].sort((a, b) => a - b),
    ),
  sameSeats: [0, 1, 2],
  otherSeats: [],
};

/** Magic Numbers, 3 seats: four turns and the fifth roll; seats 1 and 2's secrets differ. */
const MAGIC_SCRIPT: Json[] = [
  { type: "keep" },
  { type: "give", to: 2 },
  { type: "keep" },
  { type: "give", to: 1 },
];
export const magicNumbers: Twins = {
  game: "magic-numbers",
  config: { players: 3 },
  scripts: [MAGIC_SCRIPT, MAGIC_SCRIPT],
  seeds: () =>
    twinSeeds(
      GAMES["magic-numbers"],
      { players: 3 },
      MAGIC_SCRIPT,
      // Every roll, and seat 0's own numbers.
      (chance) => [
        chance.slice(1),
        (chance[0]!.good as number[])[0],
        (chance[0]!.evil as number[])[0],
      ],
      (chance) => chance[0],
    ),
  sameSeats: [0],
  otherSeats: [1, 2],
};
