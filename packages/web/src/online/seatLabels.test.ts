import type { SeatInfo } from "@number-games/protocol";
import { checkPlayerName, isBotLikeName, SEAT_BOT_LEVELS } from "@number-games/protocol";
import { describe, expect, it } from "vitest";
import type { Dictionary } from "../i18n/en";
import { en } from "../i18n/en";
import { zh } from "../i18n/zh";
import { seatLabels } from "./seatLabels";

/** A `t` over one dictionary: dotted keys, {{placeholders}}. */
function translator(dict: Dictionary) {
  return (key: string, opts: Record<string, unknown> = {}): string => {
    let node: unknown = dict;
    for (const part of key.split(".")) node = (node as Record<string, unknown>)[part];
    if (typeof node !== "string") throw new Error(`no key ${key}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(opts[k]));
  };
}

const DICTS = { en, zh } as const;

describe("bot labels and names", () => {
  for (const [lang, dict] of Object.entries(DICTS)) {
    it(`a person may not take any name the app gives a computer player (${lang})`, () => {
      const t = translator(dict);
      const labels = [t("play.botBadge"), t("setup.bot")];
      for (const level of SEAT_BOT_LEVELS) {
        const l = t(`levels.${level}`);
        labels.push(t("online.botSeat", { level: l }), t("play.computer", { level: l }));
      }
      // The local set-up names its computer seats "<Computer> <i>".
      for (let i = 0; i < 8; i++) labels.push(`${t("setup.bot")} ${i}`);
      for (const label of labels) {
        expect(isBotLikeName(label), label).toBe(true);
        expect(checkPlayerName(label).ok, label).toBe(false);
      }
      // And the server's own bot names.
      for (const level of SEAT_BOT_LEVELS) expect(isBotLikeName(`Bot (${level})`)).toBe(true);
    });
  }

  it("marks seats as computer players by kind, never by name", () => {
    const seats: SeatInfo[] = [
      // A person whose (old, stored) name reads like a bot's: no badge, name as given.
      {
        seat: 0,
        kind: "human",
        name: "Bot (expert)",
        level: null,
        claimed: true,
        handedOver: null,
      },
      // A computer player whose name reads like a person's: a badge, named by its level.
      { seat: 1, kind: "bot", name: "Ann", level: "easy", claimed: true, handedOver: null },
      { seat: 2, kind: "human", name: null, level: null, claimed: false, handedOver: null },
    ];
    for (const [lang, dict] of Object.entries(DICTS)) {
      const t = translator(dict);
      const { names, bots } = seatLabels(seats, t);
      expect(bots, lang).toEqual([false, true, false]);
      expect(names, lang).toEqual([
        "Bot (expert)",
        t("online.botSeat", { level: t("levels.easy") }),
        t("online.seatFree"),
      ]);
    }
  });
});
