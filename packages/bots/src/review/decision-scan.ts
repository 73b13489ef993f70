// Which actions of a record are a player's real choices (more than one legal action: what a
// review rates), read as the record grows: the lesson report follows a class's games while they
// are played and reviews each decision soon after it is made, so it replays each action once
// rather than the whole record at every look.

import type { AnyGame, GameRecord } from "@number-games/engine";
import { getGame, isGameId } from "@number-games/engine";
import { isDecision, ReviewError } from "./review";

export class DecisionScan {
  private state: unknown;
  private read = 0;
  private readonly found: { readonly index: number; readonly seat: number }[] = [];

  private constructor(
    private readonly game: AnyGame,
    config: unknown,
  ) {
    this.state = game.newGame(config);
  }

  /** A scan of a record of this game and configuration, no action read yet. */
  static of(record: Pick<GameRecord, "game" | "config">): DecisionScan {
    if (!isGameId(record.game)) throw new ReviewError(`unknown game ${String(record.game)}`, null);
    const game = getGame(record.game);
    const cfg = game.parseConfig(record.config);
    if (!cfg.ok) throw new ReviewError(cfg.error.message, null);
    return new DecisionScan(game, cfg.value);
  }

  /** Actions read so far. */
  get length(): number {
    return this.read;
  }

  /** Reads `actions` from the first not read yet (the earlier ones must be those already read). */
  extend(actions: readonly unknown[]): void {
    const { game } = this;
    for (let index = this.read; index < actions.length; index++) {
      const parsed = game.parseAction(actions[index]);
      if (!parsed.ok) throw new ReviewError(parsed.error.message, index);
      const actor = game.toMove(this.state);
      if (actor >= 0 && isDecision(game, this.state, actor))
        this.found.push({ index, seat: actor });
      const next = game.apply(this.state, parsed.value);
      if (!next.ok) throw new ReviewError(next.error.message, index);
      this.state = next.value;
      this.read = index + 1;
    }
  }

  /** The indices of `seat`'s decisions among the actions read, in order. */
  decisionsOf(seat: number): number[] {
    return this.found.filter((d) => d.seat === seat).map((d) => d.index);
  }
}
