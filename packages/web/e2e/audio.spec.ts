// Take or Pay's "Hear it": the shipped clips decode in Chromium and are not silent, served by
// the real server; and the button plays the face-up card's clip even with no Chinese voice
// (headless Chromium has none), so it no longer depends on speech synthesis.

import { expect, test } from "@playwright/test";
import { fastLocal, startLocal } from "./support/pages";

test("every clip 一 … 三十六 decodes to a spoken number's length, not silence", async ({
  page,
}) => {
  await page.goto("/");
  const clips = await page.evaluate(async () => {
    const out: { n: number; seconds: number; rms: number; type: string }[] = [];
    const ctx = new OfflineAudioContext(1, 1, 22050);
    for (let n = 1; n <= 36; n++) {
      const res = await fetch(`/audio/zh/${n}.ogg`);
      const buf = await ctx.decodeAudioData(await res.arrayBuffer());
      const data = buf.getChannelData(0);
      let sum = 0;
      for (let i = 0; i < data.length; i++) sum += data[i]! * data[i]!;
      out.push({
        n,
        seconds: buf.duration,
        rms: Math.sqrt(sum / data.length),
        type: res.headers.get("content-type") ?? "",
      });
    }
    return out;
  });
  expect(clips).toHaveLength(36);
  for (const c of clips) {
    expect(c.type, `clip ${c.n}`).toMatch(/^audio\/ogg/);
    expect(c.seconds, `clip ${c.n}`).toBeGreaterThan(0.3);
    expect(c.seconds, `clip ${c.n}`).toBeLessThan(2.5);
    expect(c.rms, `clip ${c.n}`).toBeGreaterThan(0.02);
  }
});

test("Hear it plays the face-up card's clip", async ({ page }) => {
  await fastLocal(page);
  const requested: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/audio/zh/")) requested.push(new URL(r.url()).pathname);
  });
  await startLocal(page, "take-or-pay", "computer");
  // On our turn the face-up card stays put.
  await expect(page.locator("fieldset.actions")).toBeVisible();
  const speak = page.getByTestId("speak");
  await expect(speak).toBeVisible();
  const label = (await speak.getAttribute("aria-label")) ?? "";
  const n = Number(/\d+/.exec(label)?.[0]);
  await speak.click();
  await expect.poll(() => requested).toContain(`/audio/zh/${n}.ogg`);
});
