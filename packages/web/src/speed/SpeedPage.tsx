// The speed page: how many random games per second this device plays, per game, with the
// same engine as the computer players (in a Web Worker, so the page stays responsive). The
// figures beside the C reference and Node are in docs/benchmarks.md.

import type { BenchFigure } from "@number-games/bots";
import type { GameId } from "@number-games/engine";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { GAME_IDS } from "../games/registry";
import type { SpeedReply, SpeedRequest } from "./speedWorker";

/** Players per game, as `numbers bench` and the C reference measure (docs/benchmarks.md). */
const PLAYERS = 4;

/** Seconds per game; `?seconds=` (0.1 … 10) shortens or lengthens a run. */
function secondsFromQuery(): number {
  const s = Number(new URLSearchParams(location.search).get("seconds"));
  return Number.isFinite(s) && s >= 0.1 && s <= 10 ? s : 2;
}

type Row = { readonly game: GameId; readonly figure: BenchFigure | null; readonly error?: string };

export default function SpeedPage() {
  const { t } = useTranslation();
  const [rows, setRows] = useState<readonly Row[]>([]);
  const [running, setRunning] = useState(false);
  const worker = useRef<Worker | null>(null);
  useEffect(() => () => worker.current?.terminate(), []);

  const run = async () => {
    setRunning(true);
    setRows([]);
    const w = new Worker(new URL("./speedWorker.ts", import.meta.url), { type: "module" });
    worker.current = w;
    const seconds = secondsFromQuery();
    const done: Row[] = [];
    for (const game of GAME_IDS) {
      const req: SpeedRequest = { game, players: PLAYERS, seconds };
      const reply = await new Promise<SpeedReply>((resolve) => {
        w.onmessage = (e: MessageEvent<SpeedReply>) => resolve(e.data);
        w.onerror = (e) => resolve({ ok: false, message: e.message });
        w.postMessage(req);
      });
      done.push(
        reply.ok ? { game, figure: reply.figure } : { game, figure: null, error: reply.message },
      );
      setRows([...done]);
    }
    w.terminate();
    worker.current = null;
    setRunning(false);
  };

  const number = (n: number) => n.toLocaleString();
  return (
    <div className="page narrow stack">
      <h1>{t("speed.title")}</h1>
      <p>{t("speed.intro", { players: PLAYERS })}</p>
      <p>
        <button
          type="button"
          className="button primary"
          onClick={run}
          disabled={running}
          data-testid="speed-run"
        >
          {running ? t("speed.running") : t("speed.run")}
        </button>
      </p>
      <div aria-live="polite">
        {rows.length > 0 ? (
          <table className="result-table" data-testid="speed-table">
            <thead>
              <tr>
                <th scope="col">{t("speed.game")}</th>
                <th scope="col">{t("speed.games")}</th>
                <th scope="col">{t("speed.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.game} data-game={r.game}>
                  <th scope="row">{t(`games.${r.game}.title`)}</th>
                  {r.figure === null ? (
                    <td colSpan={2}>{t("speed.failed", { message: r.error ?? "" })}</td>
                  ) : (
                    <>
                      <td data-testid="playouts">{number(r.figure.playouts_per_s)}</td>
                      <td>{number(r.figure.actions_per_s)}</td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
      <p className="muted small">{t("speed.note")}</p>
    </div>
  );
}
