// The replay viewer: opens any record file (or a finished game on this device) and steps
// through it. During play it shows what the chosen seat (or a spectator) saw at that moment;
// at the end every observation reveals everything.

import type { ObservationBase, Viewer } from "@number-games/engine";
import type { SeatInfo } from "@number-games/protocol";
import type { ChangeEvent, DragEvent } from "react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { recordOf } from "../local/referee";
import { listSaved } from "../local/savedIndex";
import { loadLocalGame } from "../local/storage";
import { isOver } from "../local/takeback";
import { AUTOPLAY_KEYS } from "../log/text";
import { api, fetchTableRecord } from "../online/api";
import { botLabel, useTranslate } from "../online/seatLabels";
import { GameView } from "../play/GameView";
import { moveText } from "../review/moveText";
import { ReviewPanel } from "../review/ReviewPanel";
import { href } from "../router";
import { readRecordFile } from "./recordFile";
import type { ReplaySteps } from "./replaySteps";
import { buildReplay } from "./replaySteps";

/** `bots`: which seats were computer players, when known better than the record says. */
function Stepper({ steps, bots }: { steps: ReplaySteps; bots: readonly boolean[] | null }) {
  const { t } = useTranslation();
  const total = steps.states.length - 1;
  const [k, setK] = useState(total);
  const [viewer, setViewer] = useState<Viewer>("spectator");
  const [reviewing, setReviewing] = useState(() =>
    new URLSearchParams(location.search).has("review"),
  );
  // `?review=<seat>`: the player who asked for the review; it starts by itself for them.
  const [asked, setAsked] = useState<number | null>(() =>
    askedSeat(new URLSearchParams(location.search).get("review"), steps.names.length),
  );
  // A review entry opened: the position before that decision, the better move on the board.
  // `best`: the entry was rated Best, so the move drawn is the one played.
  const [better, setBetter] = useState<{
    index: number;
    seat: number;
    action: unknown;
    text: string;
    best: boolean;
  } | null>(null);
  const board = useRef<HTMLDivElement>(null);
  // A chosen entry brings its board into view: the review list is long, and the board with
  // the ★ sat a screen or more below it (a laptop's window, a phone). The sentence above the
  // board first, then the ★ itself if the board is taller than what is left of the screen.
  useEffect(() => {
    if (better === null) return;
    const root = board.current;
    root?.querySelector('[data-testid="better-move"]')?.scrollIntoView({ block: "start" });
    root?.querySelector('[data-testid="better-mark"]')?.scrollIntoView({ block: "nearest" });
  }, [better]);
  const clamp = (n: number) => Math.max(0, Math.min(total, n));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement && e.target.type !== "range") return;
      if (e.target instanceof HTMLSelectElement) return;
      if (e.key === "ArrowRight") setK((x) => clamp(x + 1));
      else if (e.key === "ArrowLeft") setK((x) => clamp(x - 1));
      else if (e.key === "Home") setK(0);
      else if (e.key === "End") setK(total);
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  const state = steps.states[k];
  const obs = steps.game.observe(state, viewer) as ObservationBase<unknown>;
  const last = k > 0 ? steps.record.actions[k - 1] : undefined;
  const actor = k > 0 ? steps.actors[k - 1] : undefined;
  let what = t("replay.start");
  if (last !== undefined && actor !== undefined) {
    const parsed = steps.game.parseAction(last);
    const raw = parsed.ok ? steps.game.formatAction(parsed.value) : "?";
    const tr = t as unknown as (key: string, params?: Record<string, string | number>) => string;
    const text = parsed.ok ? moveText(steps.record.game, parsed.value, raw, tr, steps.names) : raw;
    what =
      actor.kind === "player"
        ? t("replay.byPlayer", { name: steps.names[actor.player] ?? "", what: text })
        : t("replay.chance", { what: text.length > 60 ? `${text.slice(0, 57)}…` : text });
  }
  // A move a computer played for a person (a table's record says which) is marked as such.
  const auto = k > 0 ? steps.autoplayed.find((a) => a.index === k - 1) : undefined;
  if (auto !== undefined) {
    what = t(AUTOPLAY_KEYS[auto.reason], { move: what });
  }
  // A chance action may hold secrets (a deck, everyone's secret numbers): during play its
  // text stays hidden, as at the table, unless the chosen seat saw it whole (a die roll);
  // the board shows what that seat saw.
  const over = k === total && obs.result !== undefined;
  const seen = k > 0 && steps.game.viewHistory(state, viewer)[k - 1]?.kind === "known";
  const showWhat = actor?.kind !== "chance" || over || seen ? what : t("replay.chanceHidden");
  // A resigned game's record stops before the game's end; its meta says who resigned, and
  // the last step says so rather than whose turn it would have been.
  const resigned = steps.record.meta?.resigned;
  const resignedStatus =
    k === total && obs.result === undefined && typeof resigned === "number"
      ? t("takeback.resigned", { name: steps.names[resigned] ?? "" })
      : undefined;

  return (
    <div className="replay">
      <div className="panel replay-controls">
        <div className="row wrap">
          <button type="button" className="button small" onClick={() => setK(0)} disabled={k === 0}>
            « {t("replay.first")}
          </button>
          <button
            type="button"
            className="button small"
            onClick={() => setK(clamp(k - 1))}
            disabled={k === 0}
          >
            ‹ {t("replay.prev")}
          </button>
          <button
            type="button"
            className="button small"
            onClick={() => setK(clamp(k + 1))}
            disabled={k === total}
          >
            {t("replay.next")} ›
          </button>
          <button
            type="button"
            className="button small"
            onClick={() => setK(total)}
            disabled={k === total}
          >
            {t("replay.last")} »
          </button>
          <label className="field inline">
            <span>{t("replay.viewAs")}</span>
            <select
              value={String(viewer)}
              onChange={(e) =>
                setViewer(e.target.value === "spectator" ? "spectator" : Number(e.target.value))
              }
            >
              <option value="spectator">{t("replay.spectator")}</option>
              {steps.names.map((n, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
                <option key={i} value={String(i)}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        </div>
        <input
          type="range"
          min={0}
          max={total}
          value={k}
          onChange={(e) => setK(Number(e.target.value))}
          aria-label={t("replay.step", { n: k, total })}
          className="replay-range"
        />
        <p className="small" aria-live="polite" data-testid="replay-step">
          <strong>
            {better !== null && better.index === k
              ? t("replay.stepBefore", { n: k, total, move: k + 1 })
              : t("replay.step", { n: k, total })}
          </strong>{" "}
          · {k === 0 ? t("replay.start") : showWhat}
        </p>
        {/* The keys only where there is a keyboard (.keys-hint: none on a touch screen). */}
        <p className="muted small" data-testid="replay-hint">
          <span className="keys-hint">{t("replay.hintKeys")} </span>
          {t("replay.hint")}
        </p>
        <button
          type="button"
          className="button small"
          onClick={() => {
            // Seen by a player: that player asks, and their review starts at once.
            if (typeof viewer === "number") setAsked(viewer);
            setReviewing(true);
          }}
        >
          {t("review.open")}
        </button>
      </div>
      {reviewing ? (
        <ReviewPanel
          key={asked ?? "picker"}
          record={steps.record}
          names={steps.names}
          initialSeat={asked ?? 0}
          autoStart={asked !== null}
          openIndex={better !== null && better.index === k ? better.index : null}
          onOpen={(seat, d, text) => {
            setK(d.index);
            setViewer(seat);
            setBetter({ index: d.index, seat, action: d.best, text, best: d.rating === "best" });
          }}
        />
      ) : null}
      <div ref={board}>
        <GameView
          game={steps.record.game}
          obs={obs}
          names={steps.names}
          bots={bots ?? steps.bots}
          onAct={null}
          context="replay"
          status={resignedStatus}
          autoplayed={steps.autoplayedMoves}
          better={
            better !== null && better.index === k && better.seat === viewer
              ? {
                  action: better.action,
                  text: t(better.best ? "review.bestHere" : "review.betterHere", {
                    what: better.text,
                  }),
                }
              : undefined
          }
        />
      </div>
    </div>
  );
}

function askedSeat(param: string | null, players: number): number | null {
  if (param === null || !/^\d+$/.test(param)) return null;
  const seat = Number(param);
  return seat < players ? seat : null;
}

function Picker({ onLoad }: { onLoad: (json: unknown) => void }) {
  const { t } = useTranslation();
  const [drag, setDrag] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const readFile = async (f: File | undefined) => {
    if (f === undefined) return;
    const read = readRecordFile(await f.text());
    if (read.ok) {
      onLoad(read.json);
      setProblem(null);
    } else {
      setProblem(t("replay.notRecord", { line: read.line, excerpt: read.excerpt }));
    }
  };
  const finished = listSaved().filter((g) => g.over);
  return (
    <div className="stack">
      <label
        className={`dropzone${drag ? " drag" : ""}`}
        onDragOver={(e: DragEvent) => {
          e.preventDefault();
          setDrag(true);
        }}
        onDragLeave={() => setDrag(false)}
        onDrop={(e: DragEvent) => {
          e.preventDefault();
          setDrag(false);
          void readFile(e.dataTransfer.files[0]);
        }}
      >
        <span className="button primary">{t("replay.open")}</span>
        <span className="muted">{t("replay.drop")}</span>
        <input
          type="file"
          accept="application/json,.json"
          className="visually-hidden"
          data-testid="record-file"
          onChange={(e: ChangeEvent<HTMLInputElement>) => void readFile(e.target.files?.[0])}
        />
      </label>
      {problem !== null ? (
        <p className="error" role="alert">
          {problem}
        </p>
      ) : null}
      <section className="panel">
        <h2>{t("replay.fromDevice")}</h2>
        {finished.length === 0 ? (
          <p className="muted">{t("replay.none")}</p>
        ) : (
          <ul className="saved-list">
            {finished.map((g) => (
              <li key={g.id} className="saved-item">
                <span>
                  <strong>{t(`games.${g.game}.title`)}</strong> · {g.names.join(", ")}
                </span>
                <a
                  className="button small"
                  href={href({ page: "replay", source: `local:${g.id}` })}
                >
                  {t("home.replay")}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default function ReplayPage({ source }: { source: string | null }) {
  const { t } = useTranslation();
  const [input, setInput] = useState<unknown>(() => {
    if (source?.startsWith("local:")) {
      const lg = loadLocalGame(source.slice(6));
      // Only a finished (or resigned) game: its record holds every secret.
      if (lg !== null && isOver(lg)) return recordOf(lg);
    }
    return null;
  });
  const [problem, setProblem] = useState<string | null>(null);
  // An online table's record names its seats only: the table says which were computers,
  // and at which level (named in the page's language, as at the table, not the record's
  // English "Bot (easy)").
  const [tableSeats, setTableSeats] = useState<readonly SeatInfo[] | null>(null);
  const tt = useTranslate();

  useEffect(() => {
    if (!source?.startsWith("table:")) return;
    let live = true;
    fetchTableRecord(source.slice(6)).then(
      (r) => live && (r.ok ? setInput(r.value) : setProblem(r.error)),
      (e: unknown) => live && setProblem(String(e)),
    );
    void api.getTable(source.slice(6)).then((r) => {
      if (live && r.ok) setTableSeats(r.value.seats);
    });
    return () => {
      live = false;
    };
  }, [source]);

  const built = input === null ? null : buildReplay(input);
  const steps =
    built?.ok && tableSeats !== null
      ? {
          ok: true as const,
          value: {
            ...built.value,
            names: built.value.names.map((n, i) => {
              const seat = tableSeats[i];
              return seat?.kind === "bot" ? botLabel(seat, tt) : n;
            }),
          },
        }
      : built;
  const tableBots = tableSeats?.map((s) => s.kind === "bot") ?? null;
  return (
    <div className="page replay-page">
      <h1>
        {t("replay.title")}
        {steps?.ok ? ` · ${t(`games.${steps.value.record.game}.title`)}` : ""}
      </h1>
      {problem !== null ? <p className="error">{problem}</p> : null}
      {steps !== null && !steps.ok ? (
        <p className="error" role="alert">
          {t("replay.invalid", { message: steps.error.message })}
        </p>
      ) : null}
      {steps?.ok ? (
        <>
          <Stepper steps={steps.value} bots={tableBots} />
          <p>
            <button type="button" className="button ghost" onClick={() => setInput(null)}>
              {t("replay.open")}
            </button>
          </p>
        </>
      ) : (
        <Picker onLoad={setInput} />
      )}
    </div>
  );
}
