import { describe, expect, it } from "vitest";
import type { Route } from "./router";
import { href, parseRoute } from "./router";

describe("router", () => {
  const routes: Route[] = [
    { page: "home" },
    { page: "setup", game: "take-or-pay", mode: "pass" },
    { page: "setup", game: "number-line", mode: "computer" },
    { page: "local", id: "abc-123" },
    { page: "online", game: null },
    { page: "online", game: "magic-numbers" },
    { page: "table", tableId: "ABC234" },
    { page: "replay", source: null },
    { page: "replay", source: "local:xyz" },
    { page: "print", game: null },
    { page: "print", game: "take-or-pay" },
    { page: "speed" },
    { page: "warmup" },
    { page: "learn", game: "magic-numbers" },
    { page: "lab", game: null },
    { page: "lab", game: "number-line" },
    { page: "lab", game: "take-or-pay" },
    { page: "classNew" },
    { page: "classTeacher", classId: "cabcdefghijklmnopqrstuvwx" },
    { page: "classProjector", classId: "cabcdefghijklmnopqrstuvwx" },
    { page: "classJoin", code: null },
    { page: "classJoin", code: "K7Q2MX" },
  ];
  for (const r of routes) {
    it(`round-trips ${href(r)}`, () => expect(parseRoute(href(r))).toEqual(r));
  }
  it("turns unknown or malformed paths into notFound", () => {
    expect(parseRoute("/setup/chess/pass").page).toBe("notFound");
    expect(parseRoute("/setup/number-line/online").page).toBe("notFound");
    expect(parseRoute("/t").page).toBe("notFound");
    expect(parseRoute("/speed/fast").page).toBe("notFound");
    expect(parseRoute("/print/chess").page).toBe("notFound");
    expect(parseRoute("/learn/chess").page).toBe("notFound");
    expect(parseRoute("/learn").page).toBe("notFound");
    expect(parseRoute("/lab/chess").page).toBe("notFound");
    expect(parseRoute("/lab/number-line/extra").page).toBe("notFound");
    expect(parseRoute("/class/a/b").page).toBe("notFound");
    expect(parseRoute("/c/a/b").page).toBe("notFound");
    expect(parseRoute("/local/%E0%A4%A").page).toBe("local");
  });
  it("treats / and /index.html as home", () => {
    expect(parseRoute("/")).toEqual({ page: "home" });
    expect(parseRoute("/index.html")).toEqual({ page: "home" });
  });
});
