// axe (WCAG 2.x A and AA rules) on the page as it is at rest: finite animations (a card
// flipping, a log line arriving) have ended first. One line per violation, with its nodes.

import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  const r = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return r.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}
