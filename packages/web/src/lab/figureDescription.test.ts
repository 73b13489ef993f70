// The lab's figure descriptions and bases in Chinese (issue 24): every sentence of the app's
// reports has its Chinese (no English words left but names), with what varies carried over, and a
// sentence no template knows is left alone (null), never half translated.

import type { Figure } from "@number-games/bots";
import { describe, expect, it } from "vitest";
import { basisZh, descriptionZh } from "./figureDescription";
import mn from "./reports/magic-numbers.json";
import nl from "./reports/number-line.json";
import top from "./reports/take-or-pay.json";

const FIGURES = [nl, top, mn].flatMap((r) => r.figures as unknown as Figure[]);
const bot = (s: string) => `<${s}>`;
/** Latin words a Chinese description may keep: names, methods, a file path. */
const KEPT = /Wilson|Welch|softmax|docs\/analysis\/number-line\.md|<[\w@]+>/g;

describe("lab figure descriptions in Chinese", () => {
  it.each(FIGURES.map((f) => [f.id, f] as const))("%s: description and basis", (_id, f) => {
    const d = descriptionZh(f.description, bot);
    const b = basisZh(f.basis, bot);
    expect(d, f.description).not.toBeNull();
    expect(b, f.basis).not.toBeNull();
    for (const zh of [d!, b!]) {
      expect(zh).not.toMatch(/\{\{/);
      expect(zh.replace(KEPT, "")).not.toMatch(/[A-Za-z]{2,}/);
    }
  });

  it("carries bot names and lists over", () => {
    expect(
      descriptionZh(
        "How often hard@500 (one seat) wins against weaker bots in all the other seats, seats rotated so that hard@500 sits in each equally often; shared wins count as a share. The further above the fair share 1/players, the more the game rewards skill over luck.",
        bot,
      ),
    ).toMatch(/^<hard@500>（占一个座位）.*使<hard@500>坐/);
    // The same name twice must be the same bot.
    expect(
      descriptionZh(
        "How often hard (one seat) wins against weaker bots in all the other seats, seats rotated so that easy sits in each equally often; shared wins count as a share. The further above the fair share 1/players, the more the game rewards skill over luck.",
        bot,
      ),
    ).toBeNull();
    expect(
      basisZh(
        "60 games (rounded up to whole seat rotations) per pairing and player count; games repeat (deterministic game and bots up to the bots' seeded tie-breaks): distinct games 42 of 60, 49 of 60, so shares are exact over the games played, without intervals",
        bot,
      ),
    ).toContain("42/60、49/60");
    expect(basisZh("1,000 games per player count; something new", bot)).toBeNull();
  });
});
