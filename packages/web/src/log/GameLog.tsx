// The whole game log under every board (local, online, replay): every public event of every
// round in order, oldest first, scrollable, the newest highlighted and kept in view. Built
// from the observation alone (log/build.ts), so it shows only what the viewer may know.

import type { ObservationBase } from "@number-games/engine";
import type { AutoplayedMove } from "@number-games/protocol";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePlayerName } from "../ui/players";
import { markAutoplayed } from "./autoplayed";
import { buildLog } from "./build";
import type { LogEntry } from "./entries";
import { logLine } from "./text";

export function GameLog({
  obs,
  names,
  autoplayed,
}: {
  obs: ObservationBase<unknown>;
  names: readonly string[];
  /** Moves a computer played for a person (online tables and their records). */
  autoplayed?: readonly AutoplayedMove[] | undefined;
}) {
  const { t } = useTranslation();
  const nameOf = usePlayerName();
  const entries = markAutoplayed(buildLog(obs), autoplayed);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    // Keep the newest line in view; scrollTop is instant, so reduced motion needs no branch.
    if (el !== null && entries.length > 0) el.scrollTop = el.scrollHeight;
  }, [entries.length]);
  const tr = t as unknown as (key: string, params?: Record<string, string | number>) => string;
  const lines = entries.map((e) => logLine(e, tr, nameOf, names, obs.viewer));
  const announcement = useAnnouncement(entries, lines, obs.viewer);
  return (
    <section className="log game-log" aria-labelledby="game-log-title">
      <h2 id="game-log-title" className="sub-heading">
        {t("log.title")}
      </h2>
      {/* Other players' moves, read out by screen readers as they happen (your own you know). */}
      <p className="visually-hidden" aria-live="polite" data-testid="announce">
        {announcement}
      </p>
      {entries.length === 0 ? (
        <p className="muted small">{t("log.empty")}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <ol className="log-list game-log-list" ref={list} tabIndex={0} aria-live="off">
          {entries.map((e, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows
              key={i}
              className={
                (e.player === null ? "log-round" : "") +
                (i === entries.length - 1 ? " log-last" : "")
              }
              aria-current={i === entries.length - 1 ? "step" : undefined}
            >
              {lines[i]}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The text to announce: the lines that are new since the last render (after the longest
 * common prefix, so a Magic Numbers roll that becomes "kept" counts as new) and are not the
 * viewer's own moves. The history present when the log first appears is not read out; when
 * lines go (a takeback) and none come, nothing is left to read.
 */
function useAnnouncement(
  entries: readonly LogEntry[],
  lines: readonly string[],
  viewer: number | "spectator",
): string {
  const previous = useRef<readonly string[]>(lines);
  const [text, setText] = useState("");
  const key = lines.join("\n");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `lines` and `entries`
  useEffect(() => {
    const before = previous.current;
    previous.current = lines;
    let same = 0;
    while (same < before.length && same < lines.length && before[same] === lines[same]) same++;
    const fresh = lines.filter((_, i) => i >= same && entries[i]!.player !== viewer);
    if (fresh.length > 0) setText(fresh.join(". "));
    // Lines gone (a takeback): what was read out may be a move that no longer happened.
    else if (same < before.length) setText("");
  }, [key, viewer]);
  return text;
}
