// A friend opening a table's link on a phone: "Sit here" is on the first screen, and the host's
// server instructions (stop the server, start it again without HOST=127.0.0.1) are not shown
// to them: those are for the host's own page only. Both kinds of server: the shared one (a
// PUBLIC_URL: the share panel has a link and a QR code) and one this computer only reaches
// (its own, as classroom-reach.spec.ts runs; all traffic stays on 127.0.0.1).

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { APIRequestContext, Browser } from "@playwright/test";
import { spawnServer } from "../../server/test/support/child";
import { freePort } from "../../server/test/support/ports";
import { beHost, onlineTable } from "./support/seed";
import { expect, test } from "./support/test";

const PHONE = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true };

/** The host's page and a friend's phone at `base`; the friend's checks. */
async function hostAndFriend(
  browser: Browser,
  request: APIRequestContext,
  base: string,
  lang: "en" | "zh",
  unreachable: boolean,
): Promise<void> {
  const table = await onlineTable(request, "take-or-pay", "Annabelle");
  const hostContext = await browser.newContext({ baseURL: base, ...PHONE });
  const host = await hostContext.newPage();
  await beHost(host, table);
  await host.goto(`/t/${table.code}`);
  await expect(host.getByTestId("join-code")).toHaveText(table.code);
  await expect(host.getByTestId("unreachable")).toHaveCount(unreachable ? 1 : 0);
  await hostContext.close();

  const friendContext = await browser.newContext({ baseURL: base, ...PHONE });
  await friendContext.addInitScript((l) => localStorage.setItem("ng.lang", l), lang);
  const friend = await friendContext.newPage();
  await friend.goto(`/t/${table.code}`);
  await expect(friend.getByTestId("join-code")).toHaveText(table.code);
  await expect(friend.getByTestId("take-seat")).toBeInViewport({ ratio: 1 });
  await expect(friend.getByTestId("unreachable")).toHaveCount(0);
  await friendContext.close();
}

for (const lang of ["en", "zh"] as const) {
  test(`a friend's phone shows Sit here on the first screen (${lang})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    await hostAndFriend(browser, request, baseURL ?? "", lang, false);
  });
}

test("on a server only this computer reaches, the friend sees no server instructions", async ({
  browser,
  playwright,
}) => {
  const dataDir = mkdtempSync(join(tmpdir(), "ng-e2e-friend-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await spawnServer({
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST: resolve("packages/web/dist"),
  });
  const request = await playwright.request.newContext({ baseURL: base });
  try {
    await hostAndFriend(browser, request, base, "zh", true);
  } finally {
    await request.dispose();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
