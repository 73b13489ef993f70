// The whole game log under every board (local, online, replay): every public event of every
// round in order, oldest first, scrollable, the newest highlighted and kept in view. Built
// from the observation alone (log/build.ts), so it shows only what the viewer may know.

import type { ObservationBase } from "@number-games/engine";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { usePlayerName } from "../ui/players";
import { buildLog } from "./build";
import { logLine } from "./text";

export function GameLog({
  obs,
  names,
}: {
  obs: ObservationBase<unknown>;
  names: readonly string[];
}) {
  const { t } = useTranslation();
  const nameOf = usePlayerName();
  const entries = buildLog(obs);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    // Keep the newest line in view; scrollTop is instant, so reduced motion needs no branch.
    if (el !== null && entries.length > 0) el.scrollTop = el.scrollHeight;
  }, [entries.length]);
  const tr = t as unknown as (key: string, params?: Record<string, string | number>) => string;
  return (
    <section className="log game-log" aria-labelledby="game-log-title">
      <h3 id="game-log-title">{t("log.title")}</h3>
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
              {logLine(e, tr, nameOf, names, obs.viewer)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
