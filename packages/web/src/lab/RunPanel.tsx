// "Run more games on this device": the form (player counts, game counts, seed; a wrong field
// says so beside it and nothing runs), the run on Web Workers (pool.ts) with a progress bar
// and the time left, and Cancel, which terminates the workers at once. A finished run hands
// its report to the page; a cancelled one changes nothing.

import type { AnalysisReport } from "@number-games/bots";
import type { GameId } from "@number-games/engine";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { NumberField, useWhyDisabled } from "../ui/Why";
import type { LabForm } from "./form";
import { analysisInput, DEFAULT_FORM, formOk, LAB_LIMITS, seedOk } from "./form";
import type { LabRun, LabWorkerLike } from "./pool";
import { startLabRun, workerCount } from "./pool";

type Status =
  | { readonly kind: "idle" }
  | {
      readonly kind: "running";
      readonly done: number;
      readonly total: number;
      readonly eta: number | null;
    }
  | { readonly kind: "cancelled" }
  | { readonly kind: "failed"; readonly message: string };

function spawn(): LabWorkerLike {
  return new Worker(new URL("./labWorker.ts", import.meta.url), {
    type: "module",
  }) as unknown as LabWorkerLike;
}

export function RunPanel({
  game,
  counts,
  onReport,
}: {
  game: GameId;
  /** The player counts of the app's report: the ones offered. */
  counts: readonly number[];
  onReport: (report: AnalysisReport, command: ReturnType<typeof analysisInput>) => void;
}) {
  const { t } = useTranslation();
  const seedId = useId();
  const [form, setForm] = useState<LabForm>(DEFAULT_FORM);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const run = useRef<LabRun | null>(null);
  useEffect(() => () => run.current?.cancel(), []);
  const workers = workerCount(navigator.hardwareConcurrency, Number.POSITIVE_INFINITY);
  const ok = formOk(form, counts);
  const running = status.kind === "running";
  const why = useWhyDisabled(ok ? null : t("lab.run.fixFirst"));
  const set = (change: Partial<LabForm>) => setForm((f) => ({ ...f, ...change }));

  const start = () => {
    if (!formOk(form, counts) || running) return;
    const input = analysisInput(game, form, counts);
    const t0 = performance.now();
    setStatus({ kind: "running", done: 0, total: 0, eta: null });
    // The bar is redrawn at most every 100 ms, however fast the games come in.
    let latest = { done: 0, total: 0 };
    let pending = false;
    const show = () => {
      pending = false;
      if (run.current !== r) return;
      const { done, total } = latest;
      const elapsed = performance.now() - t0;
      // Wait for a few games before guessing: the first ones include the workers' start.
      const eta = done >= Math.min(5, total) && done > 0 ? ((total - done) * elapsed) / done : null;
      setStatus({ kind: "running", done, total, eta });
    };
    const r = startLabRun(input, {
      workers,
      spawn,
      onProgress: (done, total) => {
        latest = { done, total };
        if (!pending) {
          pending = true;
          setTimeout(show, 100);
        }
      },
    });
    run.current = r;
    void r.end.then((end) => {
      if (run.current !== r) return;
      run.current = null;
      switch (end.kind) {
        case "done":
          setStatus({ kind: "idle" });
          onReport(end.report, input);
          return;
        case "cancelled":
          setStatus({ kind: "cancelled" });
          return;
        case "refused":
          setStatus({ kind: "failed", message: end.error.message });
          return;
        case "failed":
          setStatus({ kind: "failed", message: end.message });
          return;
      }
    });
  };
  const cancel = () => run.current?.cancel();

  const etaText = (ms: number | null) => {
    if (ms === null) return t("lab.run.etaUnknown");
    const s = Math.max(1, Math.round(ms / 1000));
    return s >= 90
      ? t("lab.run.etaMinutes", { n: Math.round(s / 60) })
      : t("lab.run.etaSeconds", { n: s });
  };
  const lo = Math.min(...counts);
  const hi = Math.max(...counts);
  const seedBad = !seedOk(form.seed);

  return (
    <section className="panel lab-run" aria-labelledby="lab-run-title" data-testid="lab-run">
      <h2 id="lab-run-title">{t("lab.run.title")}</h2>
      <p className="muted small">{t("lab.run.intro", { workers })}</p>
      <form
        className="lab-form"
        onSubmit={(e) => {
          e.preventDefault();
          start();
        }}
      >
        <label className="field">
          <span>{t("lab.run.players")}</span>
          <select
            value={form.players}
            onChange={(e) => set({ players: e.target.value })}
            disabled={running}
            data-testid="lab-players"
          >
            <option value="all">{t("lab.run.allPlayers", { from: lo, to: hi })}</option>
            {counts.map((n) => (
              <option key={n} value={String(n)}>
                {t("lab.run.nPlayers", { count: n })}
              </option>
            ))}
          </select>
        </label>
        <NumberField
          label={t("lab.run.games")}
          value={form.games}
          min={LAB_LIMITS.games.min}
          max={LAB_LIMITS.games.max}
          onChange={(games) => set({ games })}
        />
        <NumberField
          label={t("lab.run.skillGames")}
          value={form.skillGames}
          min={LAB_LIMITS.skillGames.min}
          max={LAB_LIMITS.skillGames.max}
          onChange={(skillGames) => set({ skillGames })}
        />
        <div className="field">
          <label htmlFor={`${seedId}-input`}>{t("lab.run.seed")}</label>
          <input
            id={`${seedId}-input`}
            type="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={60}
            value={form.seed}
            onChange={(e) => set({ seed: e.target.value.trim() })}
            aria-invalid={seedBad}
            aria-describedby={seedBad ? seedId : undefined}
            data-testid="lab-seed"
          />
          {seedBad ? (
            <span id={seedId} className="error small" role="alert" data-testid="field-problem">
              {t("lab.run.badSeed")}
            </span>
          ) : null}
        </div>
        <div className="row wrap lab-actions">
          {/* Keyed: were the one <button> reused as Run, the click that cancels would end by
              submitting the form (its type changes before the click's default action). */}
          {running ? (
            <button
              key="cancel"
              type="button"
              className="button"
              onClick={cancel}
              data-testid="lab-cancel"
            >
              {t("lab.run.cancel")}
            </button>
          ) : (
            <>
              <button
                key="start"
                type="submit"
                className="button primary"
                data-testid="lab-start"
                {...why.button}
              >
                {t("lab.run.start")}
              </button>
              {why.note}
            </>
          )}
        </div>
      </form>
      {status.kind === "running" ? (
        <div className="lab-progress" data-testid="lab-progress-box">
          <div
            className="lab-bar"
            role="progressbar"
            aria-label={t("lab.run.progress")}
            aria-valuemin={0}
            aria-valuemax={Math.max(1, status.total)}
            aria-valuenow={status.done}
            aria-valuetext={t("lab.run.progressText", { done: status.done, total: status.total })}
            data-testid="lab-progress"
          >
            <div
              className="lab-bar-fill"
              style={{ width: `${status.total > 0 ? (100 * status.done) / status.total : 0}%` }}
            />
          </div>
          <p className="small">
            {status.total > 0 && status.done === status.total
              ? t("lab.run.building")
              : `${t("lab.run.progressText", { done: status.done, total: status.total })} · ${etaText(status.eta)}`}
          </p>
        </div>
      ) : null}
      {status.kind === "cancelled" ? (
        <p className="muted" role="status" data-testid="lab-cancelled">
          {t("lab.run.cancelled")}
        </p>
      ) : null}
      {status.kind === "failed" ? (
        <p className="error" role="alert">
          {t("lab.run.failed", { message: status.message })}
        </p>
      ) : null}
    </section>
  );
}
