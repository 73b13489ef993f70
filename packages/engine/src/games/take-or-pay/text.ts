// Text notation ("pay", "take", "deal 5 12 33 …") and the terminal picture of an observation.

import type { Result, RuleError } from "../../core/result";
import { err, exhaustive, ok, ruleError } from "../../core/result";
import type { TakeOrPayAction } from "./actions";
import { makeDeal, PAY, TAKE } from "./actions";
import { cardLabel } from "./hanzi";
import type { TakeOrPayEvent, TakeOrPayObservation } from "./observe";
import { cardPoints, runsOf } from "./score";

export function formatAction(action: TakeOrPayAction): string {
  switch (action.type) {
    case "pay":
      return "pay";
    case "take":
      return "take";
    case "deal":
      return action.deck.length === 0 ? "deal" : `deal ${action.deck.join(" ")}`;
    default:
      return exhaustive(action);
  }
}

function parseError(message: string): { readonly ok: false; readonly error: RuleError } {
  return err(ruleError("ERR_PARSE", message));
}

/** Forgiving on case and spacing: "pay", " P ", "Take", "deal 5, 12 33". */
export function parseActionText(text: string): Result<TakeOrPayAction, RuleError> {
  const words = text
    .trim()
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((w) => w !== "");
  const [head, ...rest] = words;
  switch (head) {
    case "pay":
    case "p":
    case "take":
    case "t":
      if (rest.length > 0)
        return parseError(`"${head}" takes nothing after it, got "${rest.join(" ")}"`);
      return ok(head.startsWith("p") ? PAY : TAKE);
    case "deal": {
      const deck: number[] = [];
      for (const w of rest) {
        if (!/^\d{1,3}$/.test(w)) return parseError(`"${w}" is not a card number`);
        deck.push(Number(w));
      }
      return ok(makeDeal(deck));
    }
    case undefined:
      return parseError(`type "pay" or "take"`);
    default:
      return parseError(`unknown action "${head}": type "pay" (or "p") or "take" (or "t")`);
  }
}

/** Terminal columns: Hanzi are double width. */
export function displayWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += /[\u2e80-\u9fff\uf900-\ufaff]/.test(ch) ? 2 : 1;
  return w;
}

const WIDTH = 78;
const CARD_INDENT = "      ";

/** A player's cards, each run in brackets, wrapped at 78 columns under the player's line. */
function cardLines(cards: readonly number[]): string[] {
  if (cards.length === 0) return [];
  const groups = runsOf(cards).map((run) =>
    run.length === 1 ? cardLabel(run[0]!) : `[${run.map(cardLabel).join(" ")}]`,
  );
  const lines: string[] = [];
  let line = "";
  for (const g of groups) {
    if (line !== "" && displayWidth(`${CARD_INDENT}${line}  ${g}`) > WIDTH) {
      lines.push(CARD_INDENT + line);
      line = "";
    }
    line = line === "" ? g : `${line}  ${g}`;
  }
  lines.push(CARD_INDENT + line);
  return lines;
}

function eventText(e: TakeOrPayEvent, viewer: TakeOrPayObservation["viewer"]): string {
  const who = e.player === viewer ? `player ${e.player} (you)` : `player ${e.player}`;
  switch (e.type) {
    case "pay":
      return `${who} paid a token`;
    case "take":
      return `${who} took ${cardLabel(e.card)} with ${e.pot} token${e.pot === 1 ? "" : "s"}`;
    default:
      return exhaustive(e);
  }
}

const LAST_EVENTS = 6;

/** A compact plain-text picture of an observation (no colours). */
export function formatObservation(obs: TakeOrPayObservation): string {
  const c = obs.config;
  const lines: string[] = [];
  const you = (p: number) => (p === obs.viewer ? " (you)" : "");
  lines.push(
    `Take or Pay (${c.preset}): ${obs.players} players, cards ${c.minCard}-${c.maxCard}, ${c.removed} removed, ${c.tokens} tokens each${c.openTokens ? ", open tokens" : ""}`,
  );
  lines.push(obs.viewer === "spectator" ? "You are watching." : `You are player ${obs.viewer}.`);

  const a = obs.actor;
  switch (a.kind) {
    case "chance":
      lines.push("Waiting for the deal.");
      break;
    case "player":
      lines.push(`To act: player ${a.player}${you(a.player)}`);
      break;
    case "terminal":
      lines.push("Game over.");
      break;
    default:
      exhaustive(a);
  }

  if (obs.faceUp !== null) {
    lines.push(
      `Face up: ${cardLabel(obs.faceUp)}  pot: ${obs.pot} token${obs.pot === 1 ? "" : "s"}  deck: ${obs.deckRemaining} face down`,
    );
  } else if (a.kind === "chance") {
    lines.push(`Deck: ${obs.deckRemaining} cards to deal`);
  }

  for (let p = 0; p < obs.players; p++) {
    const cards = obs.cards[p] ?? [];
    const t = obs.tokens[p];
    const points = cardPoints(cards);
    const tokenText = t === null || t === undefined ? "tokens: ?" : `tokens: ${t}`;
    const scoreText =
      obs.result !== undefined
        ? `, score: ${obs.result.scores[p]}`
        : t === null || t === undefined
          ? ""
          : `, score so far: ${points - t}`;
    const mark = a.kind === "player" && a.player === p ? ">" : " ";
    const cardsText = cards.length === 0 ? "no cards" : `${points} points in cards`;
    lines.push(`${mark} player ${p}${you(p)}: ${cardsText}, ${tokenText}${scoreText}`);
    lines.push(...cardLines(cards));
  }

  if (obs.removed !== null) {
    lines.push(
      `Removed: ${obs.removed.length === 0 ? "none" : obs.removed.map(cardLabel).join(" ")}`,
    );
  }
  if (obs.result !== undefined) {
    const w = obs.result.winners;
    lines.push(
      w.length === 1
        ? `Winner: player ${w[0]}${you(w[0]!)}`
        : `Winners (tied): ${w.map((p) => `player ${p}${you(p)}`).join(", ")}`,
    );
  }

  if (obs.events.length > 0) {
    const shown = obs.events.slice(-LAST_EVENTS);
    lines.push(
      `Last events${obs.events.length > shown.length ? ` (${shown.length} of ${obs.events.length})` : ""}:`,
    );
    for (const e of shown) lines.push(`  ${eventText(e, obs.viewer)}`);
  }
  if (obs.legal.length > 0) {
    lines.push(`Your move: ${obs.legal.map(formatAction).join(" or ")}`);
  }
  return lines.join("\n");
}
