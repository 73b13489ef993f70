// `test` for specs that open browser contexts of their own (several people at one table):
// every context a test opens is closed when it ends, passed or failed, so no page of one test
// keeps a socket, a worker or a timer running into the next.

import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

export const test = base.extend<{ closeOwnContexts: undefined }>({
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      for (const c of browser.contexts()) if (!before.has(c)) await c.close();
    },
    { auto: true },
  ],
});
