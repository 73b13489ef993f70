// The page-wide "storage lost" flag follows each server's serverStatus news (storageNotice.ts).

import { describe, expect, it } from "vitest";
import { isStorageLost, noteConnected, noteServerStatus } from "./storageNotice";

describe("the storage notice's flag", () => {
  it("follows serverStatus, and a new connection starts from available", () => {
    expect(isStorageLost()).toBe(false);
    noteServerStatus({ storage: "unavailable" });
    expect(isStorageLost()).toBe(true);
    noteServerStatus({ storage: "available" });
    expect(isStorageLost()).toBe(false);
    noteServerStatus({ storage: "unavailable" });
    noteConnected();
    expect(isStorageLost()).toBe(false);
  });
});
