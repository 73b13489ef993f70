import { describe, expect, it } from "vitest";
import { alertIcon, alertTitle } from "./alerts";

const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32'/%3E%3C/svg%3E";

describe("your-turn alerts", () => {
  it("put the turn first in the tab's title", () => {
    expect(alertTitle("Number Games", "Your turn")).toBe("● Your turn · Number Games");
  });
  it("add a dot to the tab icon, inside the SVG", () => {
    const dotted = alertIcon(ICON);
    expect(dotted).not.toBe(ICON);
    expect(dotted.endsWith("%3C/svg%3E")).toBe(true);
    expect(dotted).toContain("%3Ccircle");
    // Nothing else changed.
    expect(dotted.replace(/%3Ccircle.*?\/%3E/, "")).toBe(ICON);
  });
  it("leave an icon that is not an inline SVG alone", () => {
    expect(alertIcon("/favicon.png")).toBe("/favicon.png");
  });
});
