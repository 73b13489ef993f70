import type { GameId } from "@number-games/engine";
import { GAME_IDS, Rng } from "@number-games/engine";
import { beforeAll, describe, expect, it } from "vitest";
import { TUTORIALS } from "../games/tutorials";
import { i18n, initI18n } from "../i18n";
import { en } from "../i18n/en";
import { zh } from "../i18n/zh";
import { punctuationProblems } from "../i18n/zhPunctuation";
import type { Translate } from "./hintText";
import { hintText } from "./hintText";
import type { TutorialSession } from "./session";
import {
  nextOf,
  observeLearner,
  playLearner,
  sameMove,
  seatCount,
  startTutorial,
  untilLearner,
} from "./session";
import type { AnyHint } from "./types";

const NAMES = ["You", "Computer 1", "Computer 2"];

/** Plays a tutorial to the end, the learner choosing with `choose`; every hint shown on the way. */
function playThrough(
  id: GameId,
  choose: (s: TutorialSession, suggest: unknown) => unknown,
): { s: TutorialSession; learnerMoves: number; hints: AnyHint[] } {
  let s = startTutorial(id);
  const hints: AnyHint[] = [];
  let learnerMoves = 0;
  for (;;) {
    s = untilLearner(s);
    if (nextOf(s) === "over") break;
    const obs = observeLearner(s);
    const advice = TUTORIALS[id].advise(obs, NAMES);
    hints.push(advice.main, ...(advice.note === undefined ? [] : [advice.note]));
    // The suggestion is always one of the learner's legal moves.
    expect(obs.legal.some((a) => sameMove(s, a, advice.suggest))).toBe(true);
    const r = playLearner(s, choose(s, advice.suggest));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
    learnerMoves++;
  }
  hints.push(...TUTORIALS[id].summary(observeLearner(s), NAMES));
  return { s, learnerMoves, hints };
}

function text(dict: unknown, id: GameId, key: string): string | undefined {
  const section = (dict as { tutorial: Record<string, Record<string, string>> }).tutorial[id];
  return section?.[key];
}

/** Every hint has a text in both languages, and every placeholder of it gets a value. */
function checkTexts(id: GameId, hints: readonly AnyHint[]): void {
  for (const h of hints) {
    for (const dict of [en, zh]) {
      const s = text(dict, id, h.key);
      expect(s, `${id}.${h.key}`).toBeTypeOf("string");
      for (const m of s!.matchAll(/\{\{(\w+)\}\}/g)) {
        expect(
          h.params?.[m[1]!] ?? h.cards?.[m[1]!] ?? h.runs?.[m[1]!],
          `${id}.${h.key}: {{${m[1]}}}`,
        ).toBeDefined();
      }
    }
  }
}

/** The hints as a Chinese page shows them, cards written in, read as Chinese (zhPunctuation.ts). */
function zhTexts(id: GameId, hints: readonly AnyHint[]): void {
  const t = i18n.getFixedT("zh") as unknown as Translate;
  const texts = hints.map((h): [string, string] => [`${id}.${h.key}`, hintText(id, h, t)]);
  expect(punctuationProblems(texts)).toEqual([]);
}

describe("tutorials", () => {
  beforeAll(() => initI18n("zh"));

  it("has one per game", () => {
    expect(Object.keys(TUTORIALS).sort()).toEqual([...GAME_IDS].sort());
  });

  // Following every hint: a short game, won by the learner, on the same deal every time.
  const SHORT: Record<GameId, number> = { "number-line": 3, "take-or-pay": 7, "magic-numbers": 6 };
  for (const id of GAME_IDS) {
    it(`${id}: following the hints wins in ${SHORT[id]} moves`, () => {
      const { s, learnerMoves, hints } = playThrough(id, (_, suggest) => suggest);
      const result = observeLearner(s).result;
      expect(result?.winners).toEqual([0]);
      expect(learnerMoves).toBe(SHORT[id]);
      checkTexts(id, hints);
      zhTexts(id, hints);
      const again = playThrough(id, (_, suggest) => suggest);
      expect(again.s.game.history(again.s.state)).toEqual(s.game.history(s.state));
    });

    it(`${id}: any legal moves finish the game, with a hint at every turn`, () => {
      for (let seed = 0; seed < 30; seed++) {
        const rng = Rng.fromSeed(`tutorial-test/${id}/${seed}`);
        const { s, hints } = playThrough(id, (cur) => {
          const legal = observeLearner(cur).legal;
          return legal[rng.int(legal.length)];
        });
        expect(nextOf(s)).toBe("over");
        expect(hints.length).toBeGreaterThan(0);
        checkTexts(id, hints);
        zhTexts(id, hints);
      }
    });
  }

  it("seats the learner and the tutorial's computers", () => {
    expect(seatCount(startTutorial("take-or-pay"))).toBe(3);
    expect(seatCount(startTutorial("number-line"))).toBe(2);
  });

  it("refuses a move out of turn or an illegal one, changing nothing", () => {
    const s = untilLearner(startTutorial("number-line"));
    expect(playLearner(s, { type: "place", number: 11 }).ok).toBe(false);
    expect(playLearner(s, { type: "jump" }).ok).toBe(false);
    const placed = playLearner(s, { type: "place", number: 3 });
    expect(placed.ok).toBe(true);
    if (placed.ok) {
      expect(nextOf(placed.value)).toBe("computer");
      expect(playLearner(placed.value, { type: "place", number: 4 }).ok).toBe(false);
    }
  });
});
