import { RULE_SHEETS } from "@number-games/print";
import { describe, expect, it } from "vitest";
import { rulesHref, rulesSection } from "./anchor";
import { exampleObservation } from "./examples";

describe("the ? on a table", () => {
  it("points at the section that matters in each example position", () => {
    const heading = (g: "number-line" | "take-or-pay" | "magic-numbers") =>
      RULE_SHEETS.en[g].sections[rulesSection(exampleObservation(g))]!.heading;
    // The example's round 1 is scored: the table is at the start of the decoy round.
    expect(heading("number-line")).toBe("The rounds");
    expect(heading("take-or-pay")).toBe("Play");
    expect(heading("magic-numbers")).toBe("A turn");
    expect(rulesHref(exampleObservation("take-or-pay"))).toBe("/rules/take-or-pay#rules-1");
  });

  it("points Number Line's decoy round and Magic Numbers' give at their sections", () => {
    const nl1 = { ...exampleObservation("number-line"), round: 1 };
    expect(RULE_SHEETS.en["number-line"].sections[rulesSection(nl1)]!.heading).toBe("Taking turns");
    const nl = { ...exampleObservation("number-line"), round: 2 };
    expect(RULE_SHEETS.en["number-line"].sections[rulesSection(nl)]!.heading).toBe("The rounds");
    expect(RULE_SHEETS.zh["number-line"].sections[rulesSection(nl)]!.heading).toBe("各轮规则");
    const mn = { ...exampleObservation("magic-numbers"), phase: "decide" };
    expect(RULE_SHEETS.en["magic-numbers"].sections[rulesSection(mn)]!.heading).toBe(
      "Applying a roll",
    );
  });
});
