// Fairness: a table's chance comes from a secret seed committed to by its SHA-256, through a
// cryptographic generator (ChaCha20) so that no run of rolls predicts the next. This module
// verifies a finished table's record: the commitment, then every chance action re-derived
// from the seed (with the generator `meta.rng` names; none: the older sfc32) while player
// actions are replayed from the record. Pure apart from hashing (node:crypto), which is why
// it lives here and not in the engine.

import type { AnyGame, Result, RngKind } from "@number-games/engine";
import {
  CHANCE,
  err,
  getGame,
  isRngKind,
  isSeedFor,
  ok,
  parseRecord,
  Rng,
  TERMINAL,
} from "@number-games/engine";
import { sha256Hex } from "../common/ids";
import { jsonEqual } from "../common/json";

export const VERIFY_ERROR_CODES = [
  "ERR_RECORD", // not a record, or its config or an action is invalid
  "ERR_NO_SEED", // meta.seed / meta.seedCommitment missing (e.g. a record downloaded during play)
  "ERR_COMMITMENT", // sha256(seed) differs from the commitment
  "ERR_CHANCE_MISMATCH", // a chance action differs from the one the seed gives
] as const;
export type VerifyErrorCode = (typeof VERIFY_ERROR_CODES)[number];

export interface VerifyError {
  readonly code: VerifyErrorCode;
  readonly message: string;
  /** The offending action's index, or null for the record as a whole. */
  readonly index: number | null;
}

export interface VerifyReport {
  readonly game: string;
  /** The generator the chance actions were re-derived with. */
  readonly rng: RngKind;
  readonly actions: number;
  readonly chanceActions: number;
  readonly terminal: boolean;
}

/** The commitment published for a seed. */
export function seedCommitment(seed: string): string {
  return sha256Hex(seed);
}

/** The chance generator of every table created now (older tables keep the one stored). */
export const TABLE_RNG: RngKind = "chacha20";

/**
 * A fresh chance generator for a table's seed (the only way the server draws chance); `kind`
 * as stored with the table or named by its record (absent: sfc32, the generator of old ones).
 */
export function chanceRng(seed: string, kind: RngKind = "sfc32"): Rng {
  return Rng.fromSeed(seed, kind);
}

/** Checks a record's seed commitment and re-derives all of its chance actions. */
export function verifyRecord(input: unknown): Result<VerifyReport, VerifyError> {
  const rec = parseRecord(input);
  if (!rec.ok) return err({ code: "ERR_RECORD", message: rec.error.message, index: null });
  const record = rec.value;
  const seed = record.meta?.seed;
  const commitment = record.meta?.seedCommitment;
  if (typeof seed !== "string" || typeof commitment !== "string") {
    return err({
      code: "ERR_NO_SEED",
      message:
        "the record has no meta.seed and meta.seedCommitment (records of unfinished tables do not reveal the seed)",
      index: null,
    });
  }
  if (seedCommitment(seed) !== commitment.toLowerCase()) {
    return err({
      code: "ERR_COMMITMENT",
      message: "sha256(meta.seed) does not equal meta.seedCommitment",
      index: null,
    });
  }
  const kind = record.meta?.rng ?? "sfc32";
  if (!isRngKind(kind)) {
    return err({
      code: "ERR_RECORD",
      message: `meta.rng must be "chacha20" or "sfc32" (absent: "sfc32"), not ${JSON.stringify(kind)}`,
      index: null,
    });
  }
  if (!isSeedFor(kind, seed)) {
    return err({
      code: "ERR_RECORD",
      message: `a ${kind} seed is 64 hex characters (32 bytes)`,
      index: null,
    });
  }
  const game: AnyGame = getGame(record.game);
  const cfg = game.parseConfig(record.config);
  if (!cfg.ok) return err({ code: "ERR_RECORD", message: cfg.error.message, index: null });
  const rng = chanceRng(seed, kind);
  let state = game.newGame(cfg.value);
  let chance = 0;
  for (let i = 0; i < record.actions.length; i++) {
    const toMove = game.toMove(state);
    let action: unknown;
    if (toMove === CHANCE) {
      const drawn = game.sampleChance(state, rng);
      if (!jsonEqual(drawn, record.actions[i])) {
        return err({
          code: "ERR_CHANCE_MISMATCH",
          message: `action ${i}: the record says ${JSON.stringify(record.actions[i])} but the seed gives ${JSON.stringify(drawn)}`,
          index: i,
        });
      }
      action = drawn;
      chance++;
    } else if (toMove === TERMINAL) {
      return err({
        code: "ERR_RECORD",
        message: `action ${i}: the game is already over`,
        index: i,
      });
    } else {
      const parsed = game.parseAction(record.actions[i]);
      if (!parsed.ok) {
        return err({
          code: "ERR_RECORD",
          message: `action ${i}: ${parsed.error.message}`,
          index: i,
        });
      }
      action = parsed.value;
    }
    const next = game.apply(state, action);
    if (!next.ok) {
      return err({ code: "ERR_RECORD", message: `action ${i}: ${next.error.message}`, index: i });
    }
    state = next.value;
  }
  return ok({
    game: record.game,
    rng: kind,
    actions: record.actions.length,
    chanceActions: chance,
    terminal: game.toMove(state) === TERMINAL,
  });
}
