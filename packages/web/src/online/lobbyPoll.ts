// A private table is watched by its players only: a socket `join` without one of its seat
// tokens is refused (ERR_PRIVATE_TABLE). Its lobby facts (seats, names, status) stay readable
// by anyone with the link over HTTP, so a visitor who has not sat down yet asks again every
// couple of seconds while the page is visible, until the table leaves the lobby or the
// caller stops (the visitor sat down, the page closed).

import type { TableInfo } from "@number-games/protocol";
import { useEffect, useState } from "react";
import type { ApiResult } from "./api";
import { api } from "./api";

export const LOBBY_POLL_MS = 2000;

/** "connected": the last answer arrived; "reconnecting": it failed (the next try follows). */
export type LobbyPollStatus = "connected" | "reconnecting";

/** Whether this page may join the table's socket rooms: public tables, or a seat's token. */
export function canWatch(table: Pick<TableInfo, "visibility">, seatToken: string | null): boolean {
  return table.visibility === "public" || seatToken !== null;
}

export interface LobbyPollOptions {
  readonly fetchTable: () => Promise<ApiResult<TableInfo>>;
  readonly onTable: (t: TableInfo) => void;
  readonly onStatus: (s: LobbyPollStatus) => void;
  readonly intervalMs?: number;
  /** Whether the page is visible now; hidden pages do not ask. */
  readonly isVisible?: () => boolean;
  /** Calls the listener when the visibility changes; answers the unsubscribe. */
  readonly watchVisibility?: (listener: () => void) => () => void;
}

/**
 * Asks for the table every `intervalMs` (the first time after one interval: the caller has just
 * read it), never two requests at once, only while visible (at once when the page shows
 * again), and stops by itself once the table has left the lobby. Answers the stop function;
 * nothing is reported after it.
 */
export function startLobbyPoll(o: LobbyPollOptions): () => void {
  const interval = o.intervalMs ?? LOBBY_POLL_MS;
  const isVisible = o.isVisible ?? (() => true);
  let stopped = false;
  let inFlight = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const schedule = () => {
    clear();
    if (!stopped) timer = setTimeout(() => void tick(), interval);
  };
  const tick = async () => {
    timer = null;
    if (stopped || inFlight) return;
    // Hidden: wait for the page to show again (the visibility listener resumes).
    if (!isVisible()) return;
    inFlight = true;
    let r: ApiResult<TableInfo>;
    try {
      r = await o.fetchTable();
    } catch (e) {
      r = { ok: false, error: { code: "ERR_NETWORK", message: String(e) } };
    }
    inFlight = false;
    if (stopped) return;
    if (r.ok) {
      o.onStatus("connected");
      o.onTable(r.value);
      if (r.value.status !== "lobby") {
        stopped = true;
        return;
      }
    } else o.onStatus("reconnecting");
    schedule();
  };
  const unwatch = o.watchVisibility?.(() => {
    if (stopped || inFlight || !isVisible()) return;
    clear();
    void tick();
  });
  schedule();
  return () => {
    stopped = true;
    clear();
    unwatch?.();
  };
}

const pageVisible = () => typeof document === "undefined" || document.visibilityState !== "hidden";
function watchPageVisibility(listener: () => void): () => void {
  if (typeof document === "undefined") return () => undefined;
  document.addEventListener("visibilitychange", listener);
  return () => document.removeEventListener("visibilitychange", listener);
}

/**
 * Polls the lobby of table `tableId` while `enabled`; every answer goes to `onTable` (keep it
 * stable: a new function restarts the polling). Answers the polling's status while enabled,
 * null otherwise.
 */
export function useLobbyPoll(
  tableId: string,
  enabled: boolean,
  onTable: (t: TableInfo) => void,
): LobbyPollStatus | null {
  const [status, setStatus] = useState<LobbyPollStatus>("connected");
  useEffect(() => {
    if (!enabled) return;
    return startLobbyPoll({
      fetchTable: () => api.getTable(tableId),
      onTable,
      onStatus: setStatus,
      isVisible: pageVisible,
      watchVisibility: watchPageVisibility,
    });
  }, [tableId, enabled, onTable]);
  return enabled ? status : null;
}
