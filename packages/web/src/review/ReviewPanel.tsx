// The post-game review panel (inside the replay page): pick a seat, run reviewGame in a worker
// (reviewWorker.ts) with a progress bar and a Cancel button, then list each decision with its
// rating, cost and the better move. Thresholds: packages/bots/src/review/review.ts.

import type { ReviewedDecision } from "@number-games/bots";
import type { GameRecord } from "@number-games/engine";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { moveText } from "./moveText";
import type { ReviewReply, ReviewRequest } from "./reviewWorker";

type Status =
  | { readonly kind: "idle" }
  | { readonly kind: "running"; readonly done: number; readonly total: number }
  | { readonly kind: "done"; readonly decisions: readonly ReviewedDecision[] }
  | { readonly kind: "error"; readonly message: string };

function formatCost(d: ReviewedDecision): string {
  return d.unit === "win" ? `${Math.round(d.cost * 100)}%` : d.cost.toFixed(2);
}

export function ReviewPanel({ record, names }: { record: GameRecord; names: readonly string[] }) {
  const { t } = useTranslation();
  const tr = t as unknown as (key: string, params?: Record<string, string | number>) => string;
  const say = (action: unknown, fallback: string) =>
    moveText(record.game, action, fallback, tr, names);
  const [seat, setSeat] = useState(0);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const worker = useRef<Worker | null>(null);
  const stop = () => {
    worker.current?.terminate();
    worker.current = null;
  };
  useEffect(() => () => worker.current?.terminate(), []);

  const start = () => {
    stop();
    const w = new Worker(new URL("./reviewWorker.ts", import.meta.url), { type: "module" });
    worker.current = w;
    setStatus({ kind: "running", done: 0, total: 0 });
    w.onmessage = (e: MessageEvent<ReviewReply>) => {
      // A message already queued when the review was cancelled or restarted is stale.
      if (worker.current !== w) return;
      const m = e.data;
      if (m.kind === "progress") setStatus({ kind: "running", done: m.done, total: m.total });
      else {
        setStatus(m);
        stop();
      }
    };
    w.onerror = (e) => {
      if (worker.current !== w) return;
      setStatus({ kind: "error", message: e.message });
      stop();
    };
    const req: ReviewRequest = { record, seat, seed: "review" };
    w.postMessage(req);
  };
  const cancel = () => {
    stop();
    setStatus({ kind: "idle" });
  };

  return (
    <section className="panel review" aria-labelledby="review-title" data-testid="review-panel">
      <h2 id="review-title">{t("review.title")}</h2>
      <p className="muted small">{t("review.intro")}</p>
      <div className="row wrap">
        <label className="field inline">
          <span>{t("review.seat")}</span>
          <select value={seat} onChange={(e) => setSeat(Number(e.target.value))}>
            {names.map((n, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
              <option key={i} value={i}>
                {n}
              </option>
            ))}
          </select>
        </label>
        {status.kind === "running" ? (
          <button type="button" className="button small" onClick={cancel}>
            {t("review.cancel")}
          </button>
        ) : (
          <button type="button" className="button small primary" onClick={start}>
            {t("review.start")}
          </button>
        )}
      </div>
      {status.kind === "running" ? (
        <p>
          <progress
            max={Math.max(1, status.total)}
            value={status.done}
            aria-label={t("review.progress", { done: status.done, total: status.total })}
            data-testid="review-progress"
          />{" "}
          <span className="small">
            {t("review.progress", { done: status.done, total: status.total })}
          </span>
        </p>
      ) : null}
      {status.kind === "error" ? (
        <p className="error" role="alert">
          {t("review.error", { message: status.message })}
        </p>
      ) : null}
      {status.kind === "done" ? (
        status.decisions.length === 0 ? (
          <p className="muted">{t("review.none")}</p>
        ) : (
          <ol className="review-list" data-testid="review-list">
            {status.decisions.map((d) => (
              <li key={d.index} className={`review-${d.rating}`} data-rating={d.rating}>
                <strong>{t(`review.rating.${d.rating}`)}</strong> ·{" "}
                {t("review.move", { n: d.index + 1, what: say(d.action, d.actionText) })}
                {d.rating === "best" ? null : (
                  <>
                    {" · "}
                    {t(d.unit === "win" ? "review.costWin" : "review.costPoints", {
                      cost: formatCost(d),
                    })}
                    {" · "}
                    {t("review.better", { what: say(d.best, d.bestText) })}
                  </>
                )}
              </li>
            ))}
          </ol>
        )
      ) : null}
    </section>
  );
}
