// Asks a computer player for a move. Bots run in a Web Worker; where workers are missing
// the bot runs on the page after a pause (slower to answer, same moves).

import type { BotLevel } from "@number-games/bots";
import type { GameId, ObservationBase } from "@number-games/engine";
import type { BotReply, BotRequest } from "./botWorker";

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, (r: BotReply) => void>();

function getWorker(): Worker | null {
  if (worker !== null) return worker;
  if (typeof Worker === "undefined") return null;
  try {
    worker = new Worker(new URL("./botWorker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (e: MessageEvent<BotReply>) => {
      const done = pending.get(e.data.id);
      pending.delete(e.data.id);
      done?.(e.data);
    };
    worker.onerror = () => {
      for (const [id, done] of pending) done({ id, ok: false, message: "the bot stopped" });
      pending.clear();
      worker = null;
    };
    return worker;
  } catch {
    return null;
  }
}

export async function askBot(req: {
  game: GameId;
  level: BotLevel;
  seed: string;
  observation: ObservationBase<unknown>;
}): Promise<unknown> {
  const id = nextId++;
  const full: BotRequest = { id, ...req };
  const w = getWorker();
  const reply: BotReply =
    w === null
      ? (await import("./botWorker")).think(full)
      : await new Promise<BotReply>((resolve) => {
          pending.set(id, resolve);
          w.postMessage(full);
        });
  if (!reply.ok) throw new Error(reply.message);
  return reply.action;
}
