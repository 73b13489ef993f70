// Text contrast computed on the page, for every piece of text axe skips: text hidden from
// screen readers (aria-hidden numbers on cards and coins) is still read by the eyes. For each
// element with text of its own, its colour is blended onto the first opaque background behind
// it (a gradient counts by each of its colour stops, the worst wins) and the WCAG ratio must
// reach 4.5:1. Disabled controls are exempt, as in WCAG.

import type { Page } from "@playwright/test";

export const MIN_CONTRAST = 4.5;

/** Text below the minimum contrast, described; [] when there is none. */
export async function lowContrastText(page: Page, min = MIN_CONTRAST): Promise<string[]> {
  return page.evaluate((minimum) => {
    type Rgba = [number, number, number, number];
    const canvas = document.createElement("canvas").getContext("2d")!;
    const parse = (c: string): Rgba | null => {
      const m = /rgba?\(([^)]+)\)/.exec(c);
      if (m === null) {
        if (c === "transparent") return [0, 0, 0, 0];
        // Any other syntax (color(srgb …), oklch …): let the canvas normalise it.
        canvas.fillStyle = "#000";
        canvas.fillStyle = c;
        return canvas.fillStyle.startsWith("#")
          ? [
              Number.parseInt(canvas.fillStyle.slice(1, 3), 16),
              Number.parseInt(canvas.fillStyle.slice(3, 5), 16),
              Number.parseInt(canvas.fillStyle.slice(5, 7), 16),
              1,
            ]
          : parse(canvas.fillStyle);
      }
      const p = m[1]!
        .split(/[\s,/]+/)
        .filter((x) => x !== "")
        .map(Number);
      return [p[0]!, p[1]!, p[2]!, p[3] ?? 1];
    };
    const over = (top: Rgba, under: Rgba): Rgba => {
      const a = top[3];
      return [
        top[0] * a + under[0] * (1 - a),
        top[1] * a + under[1] * (1 - a),
        top[2] * a + under[2] * (1 - a),
        1,
      ];
    };
    const lum = (c: Rgba) => {
      const ch = (v: number) => {
        const s = v / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2]);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p) as [number, number];
      return (x + 0.05) / (y + 0.05);
    };
    /** The colours behind an element: its background over what is behind it; a gradient
     * (a pattern) adds each of its colour stops over that. */
    const backdrops = (el: Element | null): Rgba[] => {
      if (el === null) return [[255, 255, 255, 1]];
      const s = getComputedStyle(el);
      const bg = parse(s.backgroundColor)!;
      const base = bg[3] >= 1 ? [bg] : backdrops(el.parentElement).map((b) => over(bg, b));
      const stops = [...s.backgroundImage.matchAll(/rgba?\([^)]+\)/g)]
        .map((m) => parse(m[0])!)
        .filter((c) => c[3] > 0);
      if (stops.length === 0) return base;
      const onStops = stops.flatMap((st) => base.map((b) => over(st, b)));
      // A gradient of opaque colours hides the background colour behind it.
      return stops.length > 0 && stops.every((c) => c[3] >= 1) ? onStops : [...base, ...onStops];
    };
    const out: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? "")
        .join("")
        .trim();
      if (own === "" || el.closest(".visually-hidden, .skip-link, script, style, svg") !== null) {
        continue;
      }
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const s = getComputedStyle(el);
      if (s.visibility === "hidden") continue;
      if (el.closest("button:disabled, [aria-disabled=true], fieldset:disabled") !== null) continue;
      let opacity = 1;
      for (let e: Element | null = el; e !== null; e = e.parentElement) {
        opacity *= Number(getComputedStyle(e).opacity);
      }
      if (opacity === 0) continue;
      const fg = parse(s.color)!;
      const worst = Math.min(
        ...backdrops(el).map((bg) => ratio(over([fg[0], fg[1], fg[2], fg[3] * opacity], bg), bg)),
      );
      if (worst < minimum) {
        const cls =
          typeof el.className === "string" && el.className
            ? `.${el.className.split(/\s+/).join(".")}`
            : "";
        out.push(`${el.tagName.toLowerCase()}${cls} "${own.slice(0, 30)}" ${worst.toFixed(2)}:1`);
      }
    }
    return out;
  }, min);
}
