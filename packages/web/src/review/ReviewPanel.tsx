// The post-game review panel (inside the replay page): pick a seat, run reviewGame in a worker
// (reviewWorker.ts) with a progress bar and a Cancel button, then list each decision in full
// (the roll, the card and pot, the number and decoy flag: review/context.ts) with its rating,
// cost and the better move. An entry is a button: the replay opens that position as the
// reviewed seat saw it, with the better move drawn on the board. A chart shows each reviewed
// seat's loss per move. Asked for with a seat (`?review=<seat>`), it starts by itself.
// Thresholds: packages/bots/src/review/review.ts.

import type { ReviewedDecision } from "@number-games/bots";
import type { GameRecord } from "@number-games/engine";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { decisionContext } from "./context";
import { formatCost, LossChart } from "./LossChart";
import { moveText } from "./moveText";
import type { ReviewReply, ReviewRequest } from "./reviewWorker";

type Status =
  | { readonly kind: "idle" }
  | { readonly kind: "running"; readonly done: number; readonly total: number }
  | { readonly kind: "done"; readonly decisions: readonly ReviewedDecision[] }
  | { readonly kind: "error"; readonly message: string };

export interface ReviewPanelProps {
  readonly record: GameRecord;
  readonly names: readonly string[];
  /** The seat to review first; with `autoStart`, the review of it starts at once. */
  readonly initialSeat?: number;
  readonly autoStart?: boolean;
  /** An entry was chosen: show the position before it, as `seat` saw it, with the better move. */
  readonly onOpen?: (seat: number, d: ReviewedDecision, better: string) => void;
  /** The decision shown on the board now (its record index), if any. */
  readonly openIndex?: number | null;
}

export function ReviewPanel({
  record,
  names,
  initialSeat = 0,
  autoStart = false,
  onOpen,
  openIndex = null,
}: ReviewPanelProps) {
  const { t } = useTranslation();
  const tr = t as unknown as (key: string, params?: Record<string, string | number>) => string;
  const say = (action: unknown, fallback: string) =>
    moveText(record.game, action, fallback, tr, names);
  const [seat, setSeat] = useState(initialSeat);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  // Every finished review of this record, by seat, for the chart.
  const [results, setResults] = useState<ReadonlyMap<number, readonly ReviewedDecision[]>>(
    () => new Map(),
  );
  const worker = useRef<Worker | null>(null);
  const stop = () => {
    worker.current?.terminate();
    worker.current = null;
  };
  useEffect(() => () => worker.current?.terminate(), []);

  const start = (who = seat) => {
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
        if (m.kind === "done") setResults((r) => new Map(r).set(who, m.decisions));
        setStatus(m);
        stop();
      }
    };
    w.onerror = (e) => {
      if (worker.current !== w) return;
      setStatus({ kind: "error", message: e.message });
      stop();
    };
    const req: ReviewRequest = { record, seat: who, seed: "review" };
    w.postMessage(req);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the seat asked for
  useEffect(() => {
    if (autoStart) start(initialSeat);
  }, []);
  const cancel = () => {
    stop();
    setStatus({ kind: "idle" });
  };

  return (
    <section className="panel review" aria-labelledby="review-title" data-testid="review-panel">
      <h2 id="review-title">{t("review.title")}</h2>
      <p className="muted small">{t("review.intro")}</p>
      <RecordNotes record={record} names={names} />
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
          <button type="button" className="button small primary" onClick={() => start()}>
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
            {status.decisions.map((d) => {
              const context = decisionContext(record.game, record.actions, d.index, tr);
              const what = say(d.action, d.actionText);
              const better = say(d.best, d.bestText);
              return (
                <li key={d.index} className={`review-${d.rating}`} data-rating={d.rating}>
                  <button
                    type="button"
                    className="review-entry"
                    data-index={d.index}
                    aria-current={openIndex === d.index ? "true" : undefined}
                    title={t("review.show", { n: d.index + 1 })}
                    onClick={() => onOpen?.(seat, d, better)}
                  >
                    <strong>{t(`review.rating.${d.rating}`)}</strong> ·{" "}
                    {context === null
                      ? t("review.move", { n: d.index + 1, what })
                      : t("review.moveIn", { n: d.index + 1, about: context, what })}
                    {d.rating === "best" ? null : (
                      <>
                        {" · "}
                        {t(d.unit === "win" ? "review.costWin" : "review.costPoints", {
                          cost: formatCost(d),
                        })}
                        {" · "}
                        {t("review.better", { what: better })}
                      </>
                    )}
                  </button>
                </li>
              );
            })}
          </ol>
        )
      ) : null}
      <LossChart
        results={[...results.entries()].sort((a, b) => a[0] - b[0])}
        names={names}
        moves={record.actions.length}
      />
    </section>
  );
}

/** What the record's meta says about how the game was played: takebacks, a resignation. */
function RecordNotes({ record, names }: { record: GameRecord; names: readonly string[] }) {
  const { t } = useTranslation();
  const takebacks = record.meta?.takebacks;
  const resigned = record.meta?.resigned;
  const notes: string[] = [];
  if (typeof takebacks === "number" && takebacks > 0) {
    notes.push(t("review.tookBacks", { count: takebacks }));
  }
  if (typeof resigned === "number" && names[resigned] !== undefined) {
    notes.push(t("review.resigned", { name: names[resigned] }));
  }
  return notes.length === 0 ? null : (
    <p className="small" data-testid="review-notes">
      {notes.join(" ")}
    </p>
  );
}
