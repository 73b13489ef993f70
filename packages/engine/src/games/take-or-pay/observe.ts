// What each seat may know, and determinization from it.
//
// Hidden: the deck order and the removed cards (from everyone until the end), and every
// player's token count from the others unless `openTokens`. A perfect-memory player can
// work the counts out from the public events, as at a real table, but an observation never
// states them. Everything else is public: taken cards, the face-up card and its pot, whose
// turn it is, how many cards are still face down, and who paid or took what. `viewHistory`
// is the same knowledge as a list of actions.

import type { ActionView, Actor, ObservationBase, Viewer } from "../../core/game";
import { actorFromCode, TERMINAL } from "../../core/game";
import type { Rng } from "../../core/rng";
import type { PlayerAction, TakeOrPayAction } from "./actions";
import { makeDeal, PAY_ID, TAKE_ID } from "./actions";
import type { TakeOrPayConfig } from "./config";
import { deckSize } from "./config";
import type { TakeOrPayState } from "./state";
import {
  applyId,
  applyInPlace,
  cardsOf,
  deckRemaining,
  faceUp,
  history,
  legalActions,
  moveAt,
  newGame,
  removedCards,
  result,
} from "./state";

/** A public event: who paid, or who took which card with how many tokens. */
export type TakeOrPayEvent =
  | { readonly type: "pay"; readonly player: number }
  | { readonly type: "take"; readonly player: number; readonly card: number; readonly pot: number };

export interface TakeOrPayObservation extends ObservationBase<TakeOrPayAction> {
  readonly game: "take-or-pay";
  /** The normalised config (public: everyone knows the rules and the table size). */
  readonly config: TakeOrPayConfig;
  /** The face-up card; null before the deal and after the last take. */
  readonly faceUp: number | null;
  /** Tokens on the face-up card. */
  readonly pot: number;
  /** Face-down cards left, not counting the face-up card (all cards in play before the deal). */
  readonly deckRemaining: number;
  /** Each player's taken cards, ascending. */
  readonly cards: readonly (readonly number[])[];
  /**
   * Each player's tokens where the viewer may know them, else null: the viewer's own count,
   * everyone's with `openTokens`, and everyone's once the game is over.
   */
  readonly tokens: readonly (number | null)[];
  /** The removed cards, ascending, once the game is over; null before. */
  readonly removed: readonly number[] | null;
  /** Every public event since the deal, in order. */
  readonly events: readonly TakeOrPayEvent[];
}

export function checkViewer(s: TakeOrPayState, viewer: Viewer): void {
  if (viewer === "spectator") return;
  if (!Number.isInteger(viewer) || viewer < 0 || viewer >= s.players) {
    throw new RangeError(`no seat ${String(viewer)} at a ${s.players}-player table`);
  }
}

/** The public events, re-derived from the history (taken cards are public once taken). */
export function publicEvents(s: TakeOrPayState): TakeOrPayEvent[] {
  const events: TakeOrPayEvent[] = [];
  let player = s.config.firstPlayer;
  let pos = 0;
  let pot = 0;
  for (let i = 0; i < s.moveCount; i++) {
    if (moveAt(s, i) === PAY_ID) {
      events.push({ type: "pay", player });
      pot++;
      player = (player + 1) % s.players;
    } else {
      events.push({ type: "take", player, card: s.deck[pos]!, pot });
      pos++;
      pot = 0;
    }
  }
  return events;
}

/**
 * The history as `viewer` may know it: every pay and take in full; the deal (the deck order
 * and, by what it leaves out, the removed cards) hidden from everyone until the game is over.
 * The cards turned up so far are public through the takes, in the observation's events.
 */
export function viewHistory(s: TakeOrPayState, viewer: Viewer): ActionView<TakeOrPayAction>[] {
  checkViewer(s, viewer);
  const over = s.toMove === TERMINAL;
  return history(s).map(
    (action): ActionView<TakeOrPayAction> =>
      over || action.type !== "deal" ? { kind: "known", action } : { kind: "hidden" },
  );
}

export function observe(s: TakeOrPayState, viewer: Viewer): TakeOrPayObservation {
  checkViewer(s, viewer);
  const terminal = s.toMove === TERMINAL;
  const open = s.config.openTokens || terminal;
  const cards: number[][] = [];
  const tokens: (number | null)[] = [];
  for (let p = 0; p < s.players; p++) {
    cards.push(cardsOf(s, p));
    tokens.push(open || viewer === p ? s.tokens[p]! : null);
  }
  const actor: Actor = actorFromCode(s.toMove);
  const legal: PlayerAction[] = viewer === s.toMove ? legalActions(s) : [];
  const obs: TakeOrPayObservation = {
    game: "take-or-pay",
    viewer,
    players: s.players,
    actor,
    legal,
    config: { ...s.config },
    faceUp: faceUp(s),
    pot: s.pot,
    deckRemaining: deckRemaining(s),
    cards,
    tokens,
    removed: terminal ? removedCards(s) : null,
    events: publicEvents(s),
  };
  return terminal ? { ...obs, result: result(s) } : obs;
}

/**
 * A full state consistent with `obs`: the deal starts with the cards already seen (taken
 * cards in the order they were turned up, then the face-up card), followed by a uniformly
 * random choice and order of the unseen cards; the public events are then replayed, which
 * also fixes every token count (all players start equal).
 */
export function resample(obs: TakeOrPayObservation, rng: Rng): TakeOrPayState {
  const config = obs.config;
  const s = newGame(config);
  if (obs.actor.kind === "chance") return s;

  const count = deckSize(config);
  const seen = new Uint8Array(config.maxCard + 1);
  const deck: number[] = [];
  for (const e of obs.events) {
    if (e.type === "take") {
      deck.push(e.card);
      seen[e.card] = 1;
    }
  }
  if (obs.faceUp !== null) {
    deck.push(obs.faceUp);
    seen[obs.faceUp] = 1;
  }
  const unseen: number[] = [];
  for (let c = config.minCard; c <= config.maxCard; c++) if (seen[c] === 0) unseen.push(c);
  rng.shuffle(unseen);
  for (let i = 0; deck.length < count; i++) {
    const c = unseen[i];
    if (c === undefined) throw new Error("resample: the observation shows more cards than exist");
    deck.push(c);
  }
  applyInPlace(s, makeDeal(deck));

  for (const e of obs.events) {
    if (s.toMove !== e.player) {
      throw new Error(`resample: event by player ${e.player} but player ${s.toMove} was to act`);
    }
    applyId(s, e.type === "pay" ? PAY_ID : TAKE_ID);
  }
  return s;
}
