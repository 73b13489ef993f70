import type { TableInfo } from "@number-games/protocol";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiResult } from "./api";
import { canWatch, startLobbyPoll } from "./lobbyPoll";
import { tableInfo } from "./tableInfo.testing";

function info(status: TableInfo["status"], claimed = 1): TableInfo {
  return tableInfo({
    status,
    seats: [0, 1, 2].map((seat) => ({
      seat,
      kind: "human" as const,
      name: seat < claimed ? `P${seat}` : null,
      level: null,
      claimed: seat < claimed,
      handedOver: null,
    })),
  });
}

const ok = (t: TableInfo): ApiResult<TableInfo> => ({ ok: true, value: t });

describe("canWatch", () => {
  it("lets anyone watch a public table and only seats a private one", () => {
    expect(canWatch({ visibility: "public" }, null)).toBe(true);
    expect(canWatch({ visibility: "private" }, null)).toBe(false);
    expect(canWatch({ visibility: "private" }, "tok")).toBe(true);
  });
});

describe("startLobbyPoll", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks every interval and reports each answer", async () => {
    const answers = [info("lobby", 1), info("lobby", 2)];
    const fetchTable = vi.fn(async () => ok(answers.shift() ?? info("lobby", 2)));
    const onTable = vi.fn();
    const onStatus = vi.fn();
    const stop = startLobbyPoll({ fetchTable, onTable, onStatus, intervalMs: 2000 });
    // The caller has just read the table: the first request waits one interval.
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetchTable).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchTable).toHaveBeenCalledTimes(1);
    expect(onTable).toHaveBeenLastCalledWith(
      expect.objectContaining({ seats: info("lobby", 1).seats }),
    );
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetchTable).toHaveBeenCalledTimes(2);
    expect(onTable.mock.calls[1]?.[0].seats[1].claimed).toBe(true);
    expect(onStatus).toHaveBeenLastCalledWith("connected");
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchTable).toHaveBeenCalledTimes(2);
  });

  it("stops by itself once the table has left the lobby", async () => {
    const fetchTable = vi.fn(async () => ok(info("playing", 3)));
    const onTable = vi.fn();
    startLobbyPoll({ fetchTable, onTable, onStatus: () => undefined, intervalMs: 100 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchTable).toHaveBeenCalledTimes(1);
    expect(onTable).toHaveBeenCalledTimes(1);
  });

  it("keeps trying after a failure and says so", async () => {
    const answers: ApiResult<TableInfo>[] = [
      { ok: false, error: { code: "ERR_NETWORK", message: "offline" } },
      ok(info("lobby")),
    ];
    const fetchTable = vi.fn(async () => answers.shift() ?? ok(info("lobby")));
    const onStatus = vi.fn();
    startLobbyPoll({ fetchTable, onTable: () => undefined, onStatus, intervalMs: 100 });
    await vi.advanceTimersByTimeAsync(100);
    expect(onStatus).toHaveBeenLastCalledWith("reconnecting");
    await vi.advanceTimersByTimeAsync(100);
    expect(onStatus).toHaveBeenLastCalledWith("connected");
  });

  it("reports nothing that arrives after the stop, and never asks twice at once", async () => {
    let release: (r: ApiResult<TableInfo>) => void = () => undefined;
    const fetchTable = vi.fn(
      () =>
        new Promise<ApiResult<TableInfo>>((resolve) => {
          release = resolve;
        }),
    );
    const onTable = vi.fn();
    let listener: () => void = () => undefined;
    const stop = startLobbyPoll({
      fetchTable,
      onTable,
      onStatus: () => undefined,
      intervalMs: 100,
      isVisible: () => true,
      watchVisibility: (l) => {
        listener = l;
        return () => undefined;
      },
    });
    await vi.advanceTimersByTimeAsync(500);
    listener(); // the page shows again while a request is out: no second request
    expect(fetchTable).toHaveBeenCalledTimes(1);
    stop();
    release(ok(info("lobby", 3)));
    await vi.advanceTimersByTimeAsync(500);
    expect(onTable).not.toHaveBeenCalled();
    expect(fetchTable).toHaveBeenCalledTimes(1);
  });

  it("does not ask while the page is hidden, and asks at once when it shows again", async () => {
    const fetchTable = vi.fn(async () => ok(info("lobby")));
    let visible = false;
    let listener: () => void = () => undefined;
    const unwatch = vi.fn();
    const stop = startLobbyPoll({
      fetchTable,
      onTable: () => undefined,
      onStatus: () => undefined,
      intervalMs: 100,
      isVisible: () => visible,
      watchVisibility: (l) => {
        listener = l;
        return unwatch;
      },
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchTable).not.toHaveBeenCalled();
    visible = true;
    listener();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchTable).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(fetchTable).toHaveBeenCalledTimes(2);
    stop();
    expect(unwatch).toHaveBeenCalledTimes(1);
  });
});
