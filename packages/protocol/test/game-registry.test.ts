// The protocol's game ids come from the engine's registry, asked at parse time: every game the
// engine has (built-in or registered later, here the tests' Toy Nim) is accepted, and an
// unknown one gets the same issue z.enum gave when the list was fixed.

import { GAME_IDS, gameIds, registerGame } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { TOY_NIM_ID, toyNim } from "../../engine/test/support/toy-nim";
import { createTableRequestSchema, gameIdSchema } from "../src/index";

const table = (game: unknown) => ({ game, seats: [{ kind: "human" }, { kind: "human" }] });

describe("game ids in the protocol", () => {
  it("accepts every game of the engine's registry, and only those, with the same issue", () => {
    for (const id of gameIds()) expect(gameIdSchema.parse(id)).toBe(id);
    for (const bad of ["toy-nim", "chess", "", 1, null, undefined, ["number-line"]]) {
      const r = createTableRequestSchema.safeParse(table(bad));
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(r.error?.issues).toEqual([
        {
          code: "invalid_value",
          values: [...GAME_IDS],
          path: ["game"],
          message: 'Invalid option: expected one of "number-line"|"take-or-pay"|"magic-numbers"',
        },
      ]);
    }
  });

  it("accepts a game registered after the protocol loaded, and names it among the options", () => {
    registerGame(toyNim);
    const parsed = createTableRequestSchema.parse(table(TOY_NIM_ID));
    expect(parsed.game).toBe("toy-nim");
    const r = createTableRequestSchema.safeParse(table("chess"));
    expect(r.error?.issues[0]?.message).toBe(
      'Invalid option: expected one of "number-line"|"take-or-pay"|"magic-numbers"|"toy-nim"',
    );
  });
});
