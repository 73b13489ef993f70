import { EventEmitter } from "node:events";
import type { Socket } from "socket.io-client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keepReconnecting, RECONNECT, reconnectDelayMs } from "./reconnect";

describe("reconnectDelayMs", () => {
  it.each([
    // attempt, random, delay: 0.5 s doubling to the 5 s cap, ±50%
    [0, 0.5, 500],
    [0, 0, 250],
    [0, 1, 750],
    [1, 0.5, 1000],
    [2, 0.5, 2000],
    [3, 0.5, 4000],
    [3, 1, 5000],
    [4, 0.5, 5000],
    [4, 0, 2500],
    [30, 0.5, 5000],
  ])("attempt %i with random %f waits %i ms", (attempt, random, delay) => {
    expect(reconnectDelayMs(attempt, () => random)).toBe(delay);
  });

  it("never exceeds the cap nor goes below half the first delay", () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      for (const r of [0, 0.25, 0.5, 0.75, 0.999]) {
        const d = reconnectDelayMs(attempt, () => r);
        expect(d).toBeLessThanOrEqual(RECONNECT.maxDelayMs);
        expect(d).toBeGreaterThanOrEqual(RECONNECT.firstDelayMs / 2);
      }
    }
  });
});

/** Enough of a socket.io-client socket: events, connect(), connected. */
class FakeSocket extends EventEmitter {
  connected = false;
  connects = 0;
  connect() {
    this.connects++;
    return this;
  }
}

describe("keepReconnecting", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const follow = (random = () => 0.5) => {
    const socket = new FakeSocket();
    const notices: unknown[] = [];
    const stop = keepReconnecting(socket as unknown as Socket, {
      random,
      onRestarting: (e) => notices.push(e),
    });
    return { socket, notices, stop };
  };

  it("after a restart notice, connects again within its hint", () => {
    const { socket, notices } = follow(() => 0.25);
    socket.emit("serverRestarting", { reconnectWithinMs: 1000 });
    expect(notices).toEqual([{ reconnectWithinMs: 1000 }]);
    socket.emit("disconnect", "io server disconnect");
    vi.advanceTimersByTime(249);
    expect(socket.connects).toBe(0);
    vi.advanceTimersByTime(1);
    expect(socket.connects).toBe(1);
  });

  it("after a server's disconnect with no notice, connects again with the backoff", () => {
    const { socket } = follow();
    socket.emit("disconnect", "io server disconnect");
    vi.advanceTimersByTime(499);
    expect(socket.connects).toBe(0);
    vi.advanceTimersByTime(1);
    expect(socket.connects).toBe(1);
  });

  it("retries a refusal by a draining server, longer each time, and starts over once connected", () => {
    const { socket } = follow();
    const refusal = Object.assign(new Error("restarting"), {
      data: { code: "ERR_SERVER_RESTARTING", message: "restarting" },
    });
    socket.emit("connect_error", refusal);
    vi.advanceTimersByTime(500);
    expect(socket.connects).toBe(1);
    socket.emit("connect_error", refusal);
    vi.advanceTimersByTime(999);
    expect(socket.connects).toBe(1);
    vi.advanceTimersByTime(1);
    expect(socket.connects).toBe(2);
    socket.emit("connect");
    socket.emit("connect_error", refusal);
    vi.advanceTimersByTime(500);
    expect(socket.connects).toBe(3);
  });

  it("leaves a lost line and other refusals to socket.io-client, and stops when told", () => {
    const { socket, stop } = follow();
    socket.emit("disconnect", "transport close");
    socket.emit(
      "connect_error",
      Object.assign(new Error("full"), {
        data: { code: "ERR_TOO_MANY_CONNECTIONS", message: "full" },
      }),
    );
    vi.advanceTimersByTime(10_000);
    expect(socket.connects).toBe(0);
    socket.emit("disconnect", "io server disconnect");
    stop();
    vi.advanceTimersByTime(10_000);
    expect(socket.connects).toBe(0);
  });
});
