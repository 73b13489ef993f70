// bin/server.js runs the server's bundle while it is fresh (scripts/bundle/build.mjs) and its
// TypeScript sources otherwise (FROM_SOURCE=1 asks for them): both serve the same API. Every
// other server child process of the tests runs the bundle.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain-JavaScript module of scripts/, without types
import { BUNDLES, runsBundle } from "../../../scripts/bundle/fresh.mjs";
import { spawnServer } from "./support/child";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "ng-bin-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("bin/server.js", () => {
  it("runs the fresh bundle in the tests", () => {
    expect(runsBundle(join(ROOT, BUNDLES.server.outdir))).toBe(true);
  });

  it.each([
    ["bundle", {}],
    ["sources", { FROM_SOURCE: "1" }],
  ] as const)("from its %s: starts and answers the API", async (way, env) => {
    const server = await spawnServer({ DATA_DIR: join(dir, way), ...env });
    try {
      const res = await fetch(`${server.url}/api/server`);
      expect(res.status).toBe(200);
      expect(await res.json()).toHaveProperty("shareOrigin");
    } finally {
      await server.stop();
    }
  });
});
