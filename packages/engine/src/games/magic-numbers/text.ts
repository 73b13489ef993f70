// Magic Numbers text: action notation ("keep", "give 2", "roll 5", "secrets 3/5 1/2")
// and a plain-text picture of an observation for terminals and logs.

import type { Result, RuleError } from "../../core/result";
import { err, exhaustive, ok, ruleError } from "../../core/result";
import type { MagicNumbersAction } from "./actions";
import { GIVE, KEEP, ROLL } from "./actions";
import type { MagicNumbersObservation, MagicNumbersTurn } from "./observe";

export function formatAction(a: MagicNumbersAction): string {
  switch (a.type) {
    case "keep":
      return "keep";
    case "give":
      return `give ${a.to}`;
    case "roll":
      return `roll ${a.value}`;
    case "secrets":
      return `secrets ${a.good.map((g, i) => `${g}/${a.evil[i]}`).join(" ")}`;
    default:
      return exhaustive(a);
  }
}

const HELP = 'try "keep", "give 2", "roll 5" or "secrets 3/5 1/2" (Good/Evil per player)';

function parseError(text: string, why: string): Result<never, RuleError> {
  return err(ruleError("ERR_PARSE", `cannot read ${JSON.stringify(text)}: ${why}; ${HELP}`));
}

function wholeNumber(word: string | undefined): number | null {
  if (word === undefined || !/^\d{1,9}$/.test(word)) return null;
  return Number(word);
}

/** Forgiving: case, extra spaces and commas are ignored; "k" and "g 2" are short forms. */
export function parseActionText(text: string): Result<MagicNumbersAction, RuleError> {
  const words = text
    .toLowerCase()
    .trim()
    .split(/[\s,]+/)
    .filter((w) => w !== "");
  const [verb, ...rest] = words;
  switch (verb) {
    case "keep":
    case "k":
      if (rest.length > 0) return parseError(text, "keep takes nothing after it");
      return ok(KEEP);
    case "give":
    case "g": {
      const args = rest[0] === "to" ? rest.slice(1) : rest;
      const to = wholeNumber(args[0]);
      if (to === null || args.length !== 1) {
        return parseError(text, 'give needs one player number, as in "give 2"');
      }
      return ok(GIVE[to] ?? { type: "give", to });
    }
    case "roll":
    case "r": {
      const value = wholeNumber(rest[0]);
      if (value === null || rest.length !== 1) {
        return parseError(text, 'roll needs one number, as in "roll 5"');
      }
      return ok(ROLL[value] ?? { type: "roll", value });
    }
    case "secrets": {
      if (rest.length === 0) return parseError(text, "secrets needs a Good/Evil pair per player");
      const good: number[] = [];
      const evil: number[] = [];
      for (const pair of rest) {
        const m = /^(\d{1,9})\/(\d{1,9})$/.exec(pair);
        if (m === null) return parseError(text, `${JSON.stringify(pair)} is not a Good/Evil pair`);
        good.push(Number(m[1]));
        evil.push(Number(m[2]));
      }
      return ok({ type: "secrets", good, evil });
    }
    default:
      return parseError(
        text,
        verb === undefined ? "it is empty" : `unknown action ${JSON.stringify(verb)}`,
      );
  }
}

// --- observations ---

const RECENT_TURNS = 8;

function who(player: number, viewer: MagicNumbersObservation["viewer"]): string {
  return player === viewer ? `player ${player} (you)` : `player ${player}`;
}

function turnLine(t: MagicNumbersTurn, index: number, obs: MagicNumbersObservation): string {
  const what = t.to === t.player ? "kept it" : `gave it to ${who(t.to, obs.viewer)}`;
  return `  turn ${index + 1}: ${who(t.player, obs.viewer)} rolled ${t.roll}, ${what}`;
}

export function formatObservation(obs: MagicNumbersObservation): string {
  const c = obs.config;
  const lines: string[] = [];
  const limit = c.maxTurns === null ? "" : ` of ${c.maxTurns}`;
  lines.push(
    `Magic Numbers: ${obs.players} players, target ${c.target}, Good bonus +${c.goodBonus}, d${c.dieSides}`,
  );
  lines.push(
    `You are ${obs.viewer === "spectator" ? "a spectator" : `player ${obs.viewer}`}. Turns played: ${obs.turnsPlayed}${limit}.`,
  );
  switch (obs.phase) {
    case "setup":
      lines.push("Waiting for the secret Good and Evil numbers to be dealt.");
      break;
    case "roll":
      lines.push(`Turn ${obs.turnsPlayed + 1}: ${who(obs.current, obs.viewer)} is about to roll.`);
      break;
    case "decide":
      lines.push(
        `Turn ${obs.turnsPlayed + 1}: ${who(obs.current, obs.viewer)} rolled ${obs.pendingRoll} and must keep or give it.`,
      );
      break;
    case "over": {
      const w = obs.result?.winners ?? [];
      lines.push(
        w.length > 0
          ? `Game over: ${who(w[0]!, obs.viewer)} reached exactly ${c.target} and wins.`
          : `Game over: the turn limit was reached with no winner.`,
      );
      break;
    }
    default:
      exhaustive(obs.phase);
  }
  if (obs.own !== null) {
    lines.push(
      `Your Good number: ${obs.own.good}  Evil number: ${obs.own.evil}  Score: ${obs.own.score}`,
    );
  }
  if (obs.revealed !== null) {
    lines.push("Final scores (Good/Evil):");
    const r = obs.revealed;
    for (let i = 0; i < obs.players; i++) {
      lines.push(`  ${who(i, obs.viewer)}: ${r.scores[i]}  (${r.good[i]}/${r.evil[i]})`);
    }
  }
  if (obs.turns.length > 0) {
    const from = Math.max(0, obs.turns.length - RECENT_TURNS);
    lines.push(from > 0 ? `Last ${obs.turns.length - from} turns:` : "Turns so far:");
    for (let i = from; i < obs.turns.length; i++) lines.push(turnLine(obs.turns[i]!, i, obs));
  }
  if (obs.legal.length > 0) {
    lines.push(`Your move: ${obs.legal.map((a) => formatAction(a)).join(", ")}`);
  }
  return lines.join("\n");
}
