// Magic Numbers' end-of-game breakdown: each player's secret numbers (public once the game
// is over), then every roll that went to or from them, in order, with what each roll did to
// its receiver (Good +bonus, Evil back to 0, a plain +roll, or nothing when it would go over
// the target) and the running total (docs/rules.md, Magic Numbers).

import type { magicNumbersGame } from "@number-games/engine";
import type { Breakdown, BreakdownLine } from "../types";

type Obs = magicNumbersGame.MagicNumbersObservation;

/** What a roll did to the player who received it: the i18next context of its line. */
export type RollEffect = "plain" | "good" | "evil" | "over";

/** The rules' "applying a roll", on the public end-of-game facts. */
export function applyRoll(
  score: number,
  roll: number,
  secrets: { good: number; evil: number },
  config: { target: number; goodBonus: number },
): { effect: RollEffect; score: number } {
  if (roll === secrets.evil) return { effect: "evil", score: 0 };
  const add = roll === secrets.good ? config.goodBonus : roll;
  if (score + add > config.target) return { effect: "over", score };
  return { effect: roll === secrets.good ? "good" : "plain", score: score + add };
}

export function magicNumbersBreakdown(obs: Obs): Breakdown {
  const rev = obs.revealed;
  const totals = Array.from({ length: obs.players }, () => 0);
  // Each turn's effect on its receiver, in order (only known once the secrets are revealed).
  const effects = obs.turns.map((turn) => {
    if (rev === null) return null;
    const secrets = { good: rev.good[turn.to]!, evil: rev.evil[turn.to]! };
    const r = applyRoll(totals[turn.to]!, turn.roll, secrets, obs.config);
    totals[turn.to] = r.score;
    return { ...r, bonus: obs.config.goodBonus, target: obs.config.target };
  });
  return Array.from({ length: obs.players }, (_, p) => {
    const lines: BreakdownLine[] = [];
    if (rev !== null) {
      lines.push({ key: "end.mnSecrets", params: { good: rev.good[p]!, evil: rev.evil[p]! } });
    }
    obs.turns.forEach((turn, i) => {
      const e = effects[i];
      const effect: Record<string, string | number> =
        e === null ? {} : { context: e.effect, total: e.score, bonus: e.bonus, target: e.target };
      if (turn.player === p && turn.to === p) {
        lines.push({ key: "end.mnKept", params: { roll: turn.roll, ...effect } });
      } else if (turn.player === p) {
        lines.push({ key: "end.mnGave", params: { roll: turn.roll }, seats: { to: turn.to } });
      } else if (turn.to === p) {
        lines.push({
          key: "end.mnGot",
          params: { roll: turn.roll, ...effect },
          seats: { from: turn.player },
        });
      }
    });
    lines.push({ key: "end.score", params: { n: rev?.scores[p] ?? obs.result?.scores[p] ?? 0 } });
    return lines;
  });
}
