import { describe, expect, it } from "vitest";
import * as protocol from "./index";
import * as light from "./light";
import { checkNameQuick } from "./name-rules";
import { checkPlayerName } from "./names";

describe("the name rule's light part (checkNameQuick)", () => {
  // The quick check gives the whole rule's answer, problem and stored name alike, for every
  // name but those only the confusables skeleton shows to be a bot's.
  const same = [
    "Ann",
    "  Zoe\u0308 ",
    "王小明",
    "Botan",
    "Computer Science",
    "\uD800",
    "a\u202eb",
    "",
    "x".repeat(33),
    "\u3164",
    "Bot (expert)",
    "电脑（专家）",
    "Ｂｏｔ（ｅｘｐｅｒｔ）",
    "ВОТ (expert)",
    "Bοt",
    "B0t (3xpert)",
    "C o m p u t e r",
    "𝐁𝐨𝐭",
  ];
  it.each(same)("answers %j as checkPlayerName does", (typed) => {
    expect(checkNameQuick(typed)).toEqual(checkPlayerName(typed));
  });

  const skeletonOnly = ["ʙᴏᴛ", "Bօt", "🅱ot", "Ɓot", "Bøt"];
  it.each(skeletonOnly)("lets %j through; the whole rule (the server's) refuses it", (typed) => {
    expect(checkNameQuick(typed).ok).toBe(true);
    const whole = checkPlayerName(typed);
    expect(whole.ok ? null : whole.error.problem).toBe("bot");
  });
});

describe("@number-games/protocol/light", () => {
  it("is the main entry without the sameness of names", () => {
    const missing = Object.keys(protocol).filter((k) => !(k in light));
    expect(missing.sort()).toEqual([
      "checkPlayerName",
      "isBotLikeName",
      "nameKey",
      "parsePlayerName",
    ]);
    const main = new Map(Object.entries(protocol));
    for (const [k, v] of Object.entries(light)) expect(main.get(k), k).toBe(v);
  });
});
