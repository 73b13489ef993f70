// axe (WCAG 2.x A and AA rules, heading order, an h1) on the page as it is at rest: finite animations (a card
// flipping, a log line arriving) have ended first. One line per violation, with its nodes.
//
// axe-core itself, injected into the page: the Playwright wrapper's latest release needs
// Node 22, and this project runs on Node 20; the app has no frames for the wrapper to walk.

import type { Page } from "@playwright/test";
import axe from "axe-core";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
/** Best practices we hold ourselves to as well: headings in order, one h1 on every page. */
const ALSO = ["heading-order", "page-has-heading-one"];

interface Violation {
  readonly id: string;
  readonly impact?: string | null;
  readonly nodes: readonly { readonly target: readonly unknown[] }[];
}

export async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ([tags, also]) => {
      const w = window as unknown as {
        axe: { run: (ctx: Document, o: object) => Promise<{ violations: Violation[] }> };
      };
      const r = await w.axe.run(document, {
        runOnly: { type: "tag", values: tags },
        rules: Object.fromEntries(also.map((id) => [id, { enabled: true }])),
      });
      return r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => ({ target: n.target })),
      }));
    },
    [TAGS, ALSO] as const,
  );
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}
