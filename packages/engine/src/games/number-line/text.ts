// Text notation ("place 7", "place 7 decoy", "place 7 real") and the terminal picture of an
// observation. Plain ASCII, no colours: each card shows its owner's initial (G O R Y B).

import type { Result, RuleError } from "../../core/result";
import { err, exhaustive, ok, ruleError } from "../../core/result";
import type { NumberLineAction } from "./actions";
import { makeAction } from "./actions";
import { colorLetter, colorName } from "./config";
import type { NumberLineObservation, NumberLinePlacement } from "./observe";

export function formatAction(action: NumberLineAction): string {
  if (action.decoy === undefined) return `place ${action.number}`;
  return `place ${action.number} ${action.decoy ? "decoy" : "real"}`;
}

const ACTION_TEXT = /^(?:(?:place|p) ?)?(\d+) ?(decoy|d|real|r)?$/;

/** Forgiving: "place 7 decoy", "Place  7 D", "p 7 d", "7d", "7 real", "7r", "7". */
export function parseActionText(text: string): Result<NumberLineAction, RuleError> {
  const clean = text.trim().toLowerCase().replace(/\s+/g, " ");
  const m = ACTION_TEXT.exec(clean);
  const n = m === null ? Number.NaN : Number(m[1]);
  if (m === null || !Number.isSafeInteger(n)) {
    return err(
      ruleError(
        "ERR_PARSE",
        `cannot read ${JSON.stringify(text)} as a placement: write e.g. "place 7", "place 7 decoy", "place 7 real" or "7d"`,
      ),
    );
  }
  const flag = m[2];
  const decoy = flag === undefined ? undefined : flag[0] === "d";
  return ok(makeAction(n, decoy));
}

function who(p: number): string {
  return `${colorLetter(p)} (${colorName(p)})`;
}

function cardMark(p: NumberLinePlacement): string {
  const letter = colorLetter(p.player);
  if (p.decoy === undefined) return `${letter}?`;
  return p.decoy === true ? `${letter}d` : letter;
}

function listPlayers(players: readonly number[]): string {
  return players.map(who).join(", ");
}

function perPlayer(values: readonly number[]): string {
  return values.map((v, p) => `${colorLetter(p)} ${v}`).join("  ");
}

function ordinal(n: number): string {
  return n === 1 ? "1st" : n === 2 ? "2nd" : n === 3 ? "3rd" : `${n}th`;
}

/** Each player's cards of a round, e.g. "G 2 3d, O 7d 8". */
function cardsByPlayer(players: number, placements: readonly NumberLinePlacement[]): string {
  const parts: string[] = [];
  for (let p = 0; p < players; p++) {
    const mine = placements.filter((c) => c.player === p).sort((a, b) => a.number - b.number);
    if (mine.length === 0) continue;
    const cards = mine.map((c) => `${c.number}${c.decoy === true ? "d" : ""}`).join(" ");
    parts.push(`${colorLetter(p)} ${cards}`);
  }
  return parts.join(", ");
}

function turnLine(obs: NumberLineObservation): string {
  const actor = obs.actor;
  switch (actor.kind) {
    case "terminal": {
      const winners = obs.result?.winners ?? [];
      const best = obs.totals[winners[0] ?? 0] ?? 0;
      if (winners.length === 1) return `Game over: ${who(winners[0]!)} wins with ${best} points.`;
      return `Game over: ${listPlayers(winners)} share the win with ${best} points.`;
    }
    case "chance":
      return "To move: chance.";
    case "player": {
      const p = actor.player;
      if (p !== obs.viewer) return `To move: ${who(p)}.`;
      const placed = obs.placements.filter((c) => c.player === p);
      let what = `To move: you, your ${ordinal(placed.length + 1)} card this round`;
      if (obs.decoyRound) {
        const first = placed[0];
        what +=
          first === undefined
            ? " (say decoy or real)"
            : first.decoy === true
              ? " (must be real)"
              : " (must be the decoy)";
      }
      return `${what}.`;
    }
    default:
      return exhaustive(actor);
  }
}

/** A compact picture: round, whose turn, the line, cards to place, totals, recent events. */
export function formatObservation(obs: NumberLineObservation): string {
  const lines: string[] = [];
  const over = obs.actor.kind === "terminal";
  const kind = obs.decoyRound ? "decoy round" : "no decoys";
  lines.push(
    `Number Line - round ${obs.round} (${kind}), numbers 1-${obs.lineLength}, ` +
      `started by ${colorLetter(obs.startPlayer)}`,
  );
  const seat = obs.viewer === "spectator" ? "You are watching." : `You are ${who(obs.viewer)}.`;
  lines.push(`${seat} Players: ${perPlayerNames(obs.players)}`);
  lines.push(turnLine(obs));
  const cells: string[] = new Array<string>(obs.lineLength).fill(".");
  for (const c of obs.placements) {
    if (c.number >= 1 && c.number <= obs.lineLength) cells[c.number - 1] = cardMark(c);
  }
  let numbers = "";
  let cards = "";
  for (let i = 0; i < obs.lineLength; i++) {
    numbers += String(i + 1).padStart(4);
    cards += cells[i]!.padStart(4);
  }
  lines.push(numbers, cards);
  if (!over) lines.push(`Cards to place: ${perPlayer(obs.cardsToPlace)}`);
  lines.push(`Totals: ${perPlayer(obs.totals)}`);
  const last = obs.rounds[obs.rounds.length - 1];
  if (last !== undefined) {
    lines.push(`Round ${last.round} scored: ${perPlayer(last.points)}`);
    lines.push(`  cards: ${cardsByPlayer(obs.players, last.placements)}`);
  }
  if (!over && obs.placements.length > 0) {
    const recent = obs.placements.slice(-4).map((c) => {
      const flag = c.decoy === true ? " (decoy)" : c.decoy === false ? " (real)" : "";
      return `${colorLetter(c.player)} on ${c.number}${flag}`;
    });
    lines.push(`Recent: ${recent.join(", ")}`);
  }
  const key = ["d = decoy"];
  if (obs.placements.some((c) => c.decoy === undefined)) key.push("? = decoy or real (hidden)");
  if (obs.decoyRound || obs.rounds.some((r) => r.decoyRound)) {
    lines.push(`Key: ${key.join(", ")}, . = free`);
  }
  return lines.join("\n");
}

function perPlayerNames(players: number): string {
  const names: string[] = [];
  for (let p = 0; p < players; p++) names.push(`${colorLetter(p)}=${colorName(p)}`);
  return names.join(" ");
}
