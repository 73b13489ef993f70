// The browser's device id (issue 26, finding 4): shaped as the server accepts it, kept in
// localStorage so every connection of this browser counts as one device, and one id per
// page load where there is no storage.

import { DEVICE_ID_PATTERN } from "@number-games/protocol";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe("deviceId", () => {
  it("is made once, kept in localStorage and used for every connection", async () => {
    const storage = fakeStorage();
    vi.stubGlobal("localStorage", storage);
    const { deviceId } = await import("./device");
    const id = deviceId();
    expect(id).toMatch(DEVICE_ID_PATTERN);
    expect(deviceId()).toBe(id);
    expect([...storage.data.values()]).toEqual([id]);
  });

  it("replaces a kept value the server would not accept", async () => {
    const storage = fakeStorage({ "number-games:device": "short" });
    vi.stubGlobal("localStorage", storage);
    const { deviceId } = await import("./device");
    expect(deviceId()).toMatch(DEVICE_ID_PATTERN);
  });

  it("without storage, is one id for the page", async () => {
    vi.stubGlobal("localStorage", {
      getItem() {
        throw new Error("denied");
      },
      setItem() {
        throw new Error("denied");
      },
    });
    const { deviceId } = await import("./device");
    const id = deviceId();
    expect(id).toMatch(DEVICE_ID_PATTERN);
    expect(deviceId()).toBe(id);
  });
});
