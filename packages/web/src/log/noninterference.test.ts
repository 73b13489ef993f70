// The log a viewer reads is the same for twin games that differ only in what that viewer may
// not know yet (docs/rules.md: Number Line decoys, Take or Pay's face-down deck, Magic
// Numbers' secret numbers), and differs once the hidden part is revealed.

import type { GameId, Viewer } from "@number-games/engine";
import i18next from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { en } from "../i18n/en";
import { zh } from "../i18n/zh";
import { playTextMoves } from "../play/textMoves";
import { buildLog } from "./build";
import type { NameOf, Translate } from "./text";
import { logText } from "./text";

const names = ["Ann", "Bo", "Cy"];
const nameOf: NameOf = (n, seat, viewer) => (seat === viewer ? `${n[seat]} (you)` : n[seat]!);

beforeAll(async () => {
  await i18next.init({
    lng: "en",
    resources: { en: { translation: en }, zh: { translation: zh } },
    showSupportNotice: false,
  });
});

// biome-ignore lint/suspicious/noExplicitAny: the game and its state are generic here
function run(id: GameId, config: unknown, moves: readonly string[]): any {
  const { game, state } = playTextMoves(id, config, moves);
  return { game, s: state };
}

function text(id: GameId, config: unknown, moves: readonly string[], viewer: Viewer, lng = "en") {
  const { game, s } = run(id, config, moves);
  const t = i18next.getFixedT(lng) as unknown as Translate;
  return logText(buildLog(game.observe(s, viewer)), t, nameOf, names, viewer);
}

describe("log noninterference", () => {
  it("Number Line: another player's decoy stays out of the log until the round is scored", () => {
    // Round 1: 5, 6; round 2: seat 1 then seat 0 place two cards each, one a decoy.
    const cfg = { players: 2, firstPlayer: 0 };
    const a = ["5", "6", "3d", "7r"];
    const b = ["5", "6", "3r", "7r"];
    for (const lng of ["en", "zh"]) {
      expect(text("number-line", cfg, a, 0, lng)).toEqual(text("number-line", cfg, b, 0, lng));
      expect(text("number-line", cfg, a, "spectator", lng)).toEqual(
        text("number-line", cfg, b, "spectator", lng),
      );
    }
    // The seat who placed it reads its own flag.
    expect(text("number-line", cfg, a, 1)).not.toEqual(text("number-line", cfg, b, 1));
    expect(text("number-line", cfg, a, 1)).toContain("Bo (you) placed 3 (decoy)");
  });

  it("Number Line: the decoys are in the log once their round is scored", () => {
    const cfg = { players: 2, firstPlayer: 0 };
    const a = ["5", "6", "3d", "7r", "8r", "1d"];
    const b = ["5", "6", "3r", "7r", "8d", "1d"];
    expect(text("number-line", cfg, a, 0)).not.toEqual(text("number-line", cfg, b, 0));
    expect(text("number-line", cfg, a, 0)).toContain("Bo placed 3 (decoy)");
  });

  it("Take or Pay: the face-down order stays out of the log", () => {
    const deck = Array.from({ length: 30 }, (_, i) => i + 3);
    const swapped = [...deck.slice(0, 28), deck[29]!, deck[28]!];
    const cfg = { players: 3 };
    const moves = ["pay", "pay", "take", "take"];
    const a = [`deal ${deck.join(" ")}`, ...moves];
    const b = [`deal ${swapped.join(" ")}`, ...moves];
    for (const v of [0, 1, "spectator"] as const) {
      expect(text("take-or-pay", cfg, a, v)).toEqual(text("take-or-pay", cfg, b, v));
    }
    expect(text("take-or-pay", cfg, a, 0)).toEqual([
      "Ann (you) paid a token",
      "Bo paid a token",
      "Cy took 3 with 2 tokens",
      "Cy took 4 with 0 tokens",
    ]);
  });

  it("Magic Numbers: the secret numbers stay out of the log", () => {
    const cfg = { players: 3, target: 20 };
    const turns = ["roll 4", "keep", "roll 2", "give 0", "roll 5"];
    const a = ["secrets 1/6 2/5 3/4", ...turns];
    const b = ["secrets 3/4 2/5 1/6", ...turns];
    for (const v of [0, 1, 2, "spectator"] as const) {
      for (const lng of ["en", "zh"]) {
        expect(text("magic-numbers", cfg, a, v, lng)).toEqual(
          text("magic-numbers", cfg, b, v, lng),
        );
      }
    }
    expect(text("magic-numbers", cfg, a, "spectator")).toEqual([
      "Secret numbers dealt",
      "Ann rolled 4 and kept it",
      "Bo rolled 2 and gave it to Ann",
      "Cy rolled 5",
    ]);
  });
});
