import { parseJoinCode } from "@number-games/protocol";
import { describe, expect, it } from "vitest";
import { codeAsShown } from "./typedCode";

describe("codeAsShown: the class or table code box takes what the projector shows", () => {
  it.each([
    ["ABCDE23456", "ABCDE23456"],
    ["abcde23456", "ABCDE23456"],
    [" abcde-23456 ", "ABCDE23456"],
    ["ABCDE 23456", "ABCDE23456"],
    ["A B C D E 2 3 4 5 6", "ABCDE23456"],
    ["abcde–23456", "ABCDE23456"],
    ["ＡＢＣＤＥ－２３４５６", "ABCDE23456"],
    ["ABCDE\u300023456", "ABCDE23456"],
    ["http://192.168.1.20:8080/c/ABCDE23456", "ABCDE23456"],
    ["192.168.1.20:8080/c/abcde-23456", "ABCDE23456"],
    ["http://classroom.test/t/ABCDE23456?x=1", "ABCDE23456"],
  ])("%j is %j", (typed, code) => {
    expect(parseJoinCode(codeAsShown(typed))).toBe(code);
  });

  it.each(["ABCDE2345", "ABCDE234567", "ABCDE2345O", "http://x/c/", "!!"])(
    "%j is no code",
    (typed) => {
      expect(parseJoinCode(codeAsShown(typed))).toBeNull();
    },
  );
});
