import { describe, expect, it } from "vitest";
import { classLanguageToApply } from "./classLanguage";

describe("the class language is a default only", () => {
  it("is given on a device's first visit to the class", () => {
    expect(classLanguageToApply(null, "zh", "en")).toEqual({ apply: "zh", remember: "zh" });
    // Already the page's language: nothing to switch.
    expect(classLanguageToApply(null, "zh", "zh")).toEqual({ apply: null, remember: "zh" });
  });

  it("once given, never overrides the student's own switch (or a reload after it)", () => {
    expect(classLanguageToApply("zh", "zh", "zh")).toEqual({ apply: null, remember: "zh" });
    expect(classLanguageToApply("zh", "zh", "en")).toEqual({ apply: null, remember: "own" });
  });

  it("a teacher's new class language reaches students still on the old default only", () => {
    expect(classLanguageToApply("en", "zh", "en")).toEqual({ apply: "zh", remember: "zh" });
    // This student had switched to English themselves: the choice stands, for good.
    expect(classLanguageToApply("zh", "en", "en")).toEqual({ apply: null, remember: "own" });
    expect(classLanguageToApply("own", "zh", "en")).toEqual({ apply: null, remember: "own" });
    expect(classLanguageToApply("en", "zh", "zh")).toEqual({ apply: null, remember: "own" });
  });

  it("counts a tap on the class's own language as a choice", () => {
    // Given Chinese, the student taps 简体中文 again; the teacher then picks English.
    expect(classLanguageToApply("zh", "en", "zh", true)).toEqual({ apply: null, remember: "own" });
    expect(classLanguageToApply("zh", "zh", "zh", true)).toEqual({ apply: null, remember: "own" });
    // Without the tap the new default reaches them.
    expect(classLanguageToApply("zh", "en", "zh", false)).toEqual({ apply: "en", remember: "en" });
    // A tap before the class first gave its default does not count (useClassLanguage forgets it).
    expect(classLanguageToApply(null, "zh", "en", true)).toEqual({ apply: "zh", remember: "zh" });
  });
});
