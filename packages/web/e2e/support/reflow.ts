// Reflow (WCAG 1.4.10): at a phone's width nothing may stick out of the screen sideways. axe
// does not check this, so the page is measured: every rendered element's box must lie within
// the viewport, unless an ancestor clips or scrolls it sideways (then that ancestor is the
// one measured); and a drop-down list must show its chosen option whole. One line per
// offending element, with its size, so a failure says what to fix.

import type { Page } from "@playwright/test";

/**
 * The elements that stick out of the viewport sideways, and the drop-down lists whose chosen
 * option is cut off in their box (cutSelects), described; [] when none do.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  const out = await outOfView(page);
  return [...out, ...(await cutSelects(page))];
}

async function outOfView(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const out: string[] = [];
    const clips = (el: Element) => getComputedStyle(el).overflowX !== "visible";
    const describe = (el: Element, r: DOMRect) => {
      const cls =
        typeof el.className === "string" && el.className
          ? `.${el.className.split(/\s+/).join(".")}`
          : "";
      const text = (el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `${el.tagName.toLowerCase()}${cls} "${text}" x ${Math.round(r.left)}..${Math.round(r.right)} (viewport ${vw})`;
    };
    const all = document.body.querySelectorAll("*");
    for (const el of all) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      // Screen-reader-only text is clipped to nothing; a skip link sits off screen until focused.
      if (el.closest(".visually-hidden, .skip-link") !== null) continue;
      if (getComputedStyle(el).visibility === "hidden") continue;
      let clipped = false;
      for (let a = el.parentElement; a !== null && a !== document.body; a = a.parentElement) {
        if (clips(a)) {
          clipped = true;
          break;
        }
      }
      if (clipped) continue;
      if (r.right > vw + 0.5 || r.left < -0.5) out.push(describe(el, r));
    }
    const extra = document.documentElement.scrollWidth - vw;
    if (extra > 0) out.push(`the page scrolls ${extra} px sideways`);
    return out;
  });
}

/** Waits for the page to be at rest: no finite animation running, fonts loaded. */
export async function atRest(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.fonts.status === "loaded" &&
      document
        .getAnimations()
        .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * The drop-down lists whose chosen option does not fit in their box (a native list shows it
 * cut off, with no sign), described; [] when every one fits. The option's text is measured in
 * the list's own font; the box is its width less its padding and the arrow's room.
 */
export async function cutSelects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ARROW = 20;
    const ctx = document.createElement("canvas").getContext("2d")!;
    const out: string[] = [];
    for (const el of document.body.querySelectorAll("select")) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden") continue;
      const text = el.selectedOptions[0]?.textContent ?? "";
      ctx.font = style.font;
      const needed = ctx.measureText(text).width;
      const room =
        el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - ARROW;
      if (needed > room + 0.5) {
        const label = el.getAttribute("aria-label") ?? el.name ?? "";
        out.push(
          `select "${label}" shows "${text}": ${Math.ceil(needed)} px in ${Math.floor(room)}`,
        );
      }
    }
    return out;
  });
}
