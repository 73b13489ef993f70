// A student at a class table whose connection drops sees one line about it,
// "Connection lost, reconnecting…" while it is down and "Connected" once it is back: never the
// two together (the class page's own line stands aside while the table's line speaks). The
// browser's going offline is seen at once (online/browserNetwork.ts), not when the server's
// pings stop 45 s later.

import { anaBoAndAComputer } from "./support/classroom";
import { expect, test } from "./support/test";

test("a student at a table whose connection drops sees one line about it, never “Connection lost” beside “Connected”", async ({
  browser,
}) => {
  const { ana } = await anaBoAndAComputer(browser);
  await expect(ana.locator(".top-board")).toBeVisible();
  const lost = ana.getByText("Connection lost, reconnecting…", { exact: true });
  const connected = ana.getByText("Connected", { exact: true });
  await expect(connected).toHaveCount(1);
  await expect(lost).toHaveCount(0);

  await ana.context().setOffline(true);
  await expect(lost).toHaveCount(1);
  await expect(connected).toHaveCount(0);

  await ana.context().setOffline(false);
  await expect(connected).toHaveCount(1);
  await expect(lost).toHaveCount(0);
});
