// Whether a server this page is connected to has lost its storage (its `serverStatus`
// event): one flag for the whole page, set by every live socket (table and class alike, through
// followConnection in socketLife.ts) and read by StorageNotice.tsx.

import type { ServerStatusEvent } from "@number-games/protocol";
import { useSyncExternalStore } from "react";

let lost = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (lost === value) return;
  lost = value;
  for (const l of listeners) l();
}

/** A server's `serverStatus` news (socketLife.ts passes on every socket's). */
export function noteServerStatus(status: ServerStatusEvent): void {
  set(status.storage === "unavailable");
}

/** A socket (re)connected: its server says at once if its storage is away. */
export function noteConnected(): void {
  set(false);
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Whether a server of this page says its storage is away, now. */
export function isStorageLost(): boolean {
  return lost;
}

/** True while a server of this page says its storage is away (re-renders on change). */
export function useStorageLost(): boolean {
  return useSyncExternalStore(subscribe, isStorageLost, () => false);
}
