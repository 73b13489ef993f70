// A teacher never projects a link phones cannot open (issue #23): on a server reachable from
// this computer only (HOST=127.0.0.1, no PUBLIC_URL: the shared server of
// playwright.config.ts has a PUBLIC_URL, so this spec runs one of its own), the class page
// opened at 127.0.0.1 says so plainly, in English and Chinese, at a phone's width too, and
// shows no QR code or link. All traffic stays on 127.0.0.1.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { spawnServer } from "../../server/test/support/child";
import { freePort } from "../../server/test/support/ports";
import { keepShot } from "./support/pages";
import { sidewaysOverflow } from "./support/reflow";
import { expect, test } from "./support/test";

test("on a server only this computer reaches, the class page says phones cannot open the link instead of showing a QR code", async ({
  browser,
}, testInfo) => {
  const dataDir = mkdtempSync(join(tmpdir(), "ng-e2e-reach-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await spawnServer({
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: resolve("packages/web/dist"),
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    await context.addInitScript(() => {
      if (!localStorage.getItem("ng.lang")) localStorage.setItem("ng.lang", "en");
    });
    const teacher = await context.newPage();
    await teacher.goto(`${base}/class`);
    await teacher.getByTestId("create-class").click();
    await expect(teacher.getByTestId("teacher-page")).toBeVisible();
    const warning = teacher.getByTestId("unreachable");
    await expect(warning).toContainText("Phones and tablets cannot reach this server yet");
    await expect(warning).toContainText("HOST=127.0.0.1");
    await expect(teacher.locator(".qr")).toHaveCount(0);
    await expect(teacher.getByLabel("Link to this class")).toHaveCount(0);
    await keepShot(teacher, testInfo, "class-unreachable-en");

    // Chinese, on a 320-px phone: the same word, nothing cut off.
    await teacher.setViewportSize({ width: 320, height: 700 });
    await teacher.evaluate(() => localStorage.setItem("ng.lang", "zh"));
    await teacher.reload();
    await expect(teacher.getByTestId("unreachable")).toContainText("手机和平板还连不上这个服务器");
    await expect(teacher.locator(".qr")).toHaveCount(0);
    expect(await sidewaysOverflow(teacher)).toEqual([]);
    await keepShot(teacher, testInfo, "class-unreachable-zh-320");
    await context.close();
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
