// The Chinese post-processor: spaces between two Chinese characters go once a template is
// filled in; spaces beside numbers and Latin names stay; English is left alone.

import i18n from "i18next";
import { describe, expect, it } from "vitest";
import { tidyZh, zhTidy } from "./zhTidy";

describe("tidyZh", () => {
  it.each([
    ["你 放了 1", "你放了 1"],
    ["从 你 得到 3", "从你得到 3"],
    ["拿 十九 和筹码池（0）", "拿十九和筹码池（0）"],
    ["你是 欧阳明月同学", "你是欧阳明月同学"],
    ["把 4 送给 电脑 1", "把 4 送给电脑 1"],
    ["Ann 放了 1", "Ann 放了 1"],
    ["还有 3 个空位", "还有 3 个空位"],
  ])("%s → %s", (raw, tidy) => {
    expect(tidyZh(raw)).toBe(tidy);
  });

  it("runs on Chinese translations after their placeholders are filled, not on English", async () => {
    const i = i18n.createInstance();
    await i.use(zhTidy).init({
      lng: "zh",
      resources: {
        zh: { translation: { placed: "{{name}} 放了 {{n}}" } },
        en: { translation: { placed: "{{name}} placed {{n}}" } },
      },
      interpolation: { escapeValue: false },
      postProcess: ["zhTidy"],
      showSupportNotice: false,
    });
    // The app's keys are typed; this instance has keys of its own.
    const t = i.t as unknown as (key: string, options: Record<string, unknown>) => string;
    expect(t("placed", { name: "你", n: 1 })).toBe("你放了 1");
    expect(t("placed", { name: "Ann", n: 1 })).toBe("Ann 放了 1");
    expect(t("placed", { name: "你 我", n: 1, lng: "en" })).toBe("你 我 placed 1");
  });
});
