// The home page: the three games, each with its three ways to play; games in progress on
// this device, and its online tables; join a table by code. Loads no engine code (the list of
// online tables, which asks the server, comes in a chunk of its own, only when there are some).

import type { GameId } from "@number-games/engine";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { GAME_IDS, WEB_GAMES } from "../games/registry";
import type { SavedSummary } from "../local/savedIndex";
import { forgetSaved, listSaved } from "../local/savedIndex";
import { listCredentials } from "../online/credentials";
import { href, navigate } from "../router";
import { CodeForm } from "../ui/CodeForm";
import { codeAsShown } from "../ui/typedCode";

const MyTables = lazy(() => import("../online/MyTables"));

/** Codes are typed loosely ("abc-234"); the server resolves codes and table ids alike. */
function looseCode(typed: string): string | null {
  const c = codeAsShown(typed);
  if (!/^[A-Za-z0-9]+$/.test(c)) return null;
  return /^t[a-z2-7]{24}$/.test(c) ? c : c.toUpperCase();
}

function JoinForm() {
  const { t } = useTranslation();
  return (
    <CodeForm
      label={t("home.joinCode")}
      submit={t("home.join")}
      hint={t("home.joinHint")}
      emptyReason={t("forms.codeFirst")}
      parse={looseCode}
      onCode={(c) => navigate({ page: "table", tableId: c })}
    />
  );
}

function SavedGames({
  saved,
  onForget,
}: {
  saved: SavedSummary[];
  onForget: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const running = saved.filter((g) => !g.over);
  const finished = saved.filter((g) => g.over).slice(0, 5);
  if (running.length === 0 && finished.length === 0) return null;
  const when = (ms: number) =>
    new Date(ms).toLocaleString(i18n.language === "zh" ? "zh-CN" : "en", {
      dateStyle: "medium",
      timeStyle: "short",
    });
  const item = (g: SavedSummary, over: boolean) => (
    <li key={g.id} className="saved-item">
      <div>
        <strong>{t(`games.${g.game}.title`)}</strong>
        <span className="muted"> · {g.names.join(", ")}</span>
        <div className="muted small">{when(g.updatedAt)}</div>
      </div>
      <div className="row">
        <a
          className="button small"
          href={
            over
              ? href({ page: "replay", source: `local:${g.id}` })
              : href({ page: "local", id: g.id })
          }
        >
          {over ? t("home.replay") : t("home.continue")}
        </a>
        <button type="button" className="button small ghost" onClick={() => onForget(g.id)}>
          {t("home.forget")}
        </button>
      </div>
    </li>
  );
  return (
    <section className="panel" aria-labelledby="saved-title">
      {running.length > 0 ? (
        <>
          <h2 id="saved-title">{t("home.continueTitle")}</h2>
          <ul className="saved-list">{running.map((g) => item(g, false))}</ul>
        </>
      ) : null}
      {finished.length > 0 ? (
        <>
          <h2 id={running.length > 0 ? undefined : "saved-title"}>{t("home.finishedTitle")}</h2>
          <ul className="saved-list">{finished.map((g) => item(g, true))}</ul>
        </>
      ) : null}
    </section>
  );
}

function GamePicture({ game }: { game: GameId }) {
  const Picture = WEB_GAMES[game].Picture;
  return <Picture />;
}

export function Home() {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(listSaved);
  const [online] = useState(() => listCredentials().length > 0);
  return (
    <div className="page home">
      <section className="hero">
        <h1>{t("app.name")}</h1>
        <p className="lead">{t("app.tagline")}</p>
        {/* A teacher at a projector's 1366×768 finds the class without scrolling (issue #23). */}
        <p className="hero-class">
          <a className="button small" href={href({ page: "classNew" })} data-testid="class-link">
            {t("classroom.homeLink")}
          </a>
        </p>
      </section>
      <ul className="game-cards">
        {GAME_IDS.map((id) => (
          <li key={id} className="game-card" data-game={id}>
            <div className="game-picture">
              <GamePicture game={id} />
            </div>
            <h2>{t(`games.${id}.title`)}</h2>
            <p className="muted small">{t(`games.${id}.players`)}</p>
            <p className="pitch">{t(`games.${id}.pitch`)}</p>
            <div className="game-actions">
              <a
                className="button primary"
                href={href({ page: "setup", game: id, mode: "computer" })}
              >
                {t("home.playComputer")}
              </a>
              <a className="button" href={href({ page: "setup", game: id, mode: "pass" })}>
                {t("home.passAndPlay")}
              </a>
              <a className="button" href={href({ page: "online", game: id })}>
                {t("home.playOnline")}
              </a>
              <a className="button" href={href({ page: "learn", game: id })}>
                {t("tutorial.homeLink")}
              </a>
            </div>
            <p className="small">
              <a href={href({ page: "rules", game: id })}>{t("home.rules")}</a>
            </p>
          </li>
        ))}
      </ul>
      <SavedGames
        saved={saved}
        onForget={(id) => {
          forgetSaved(id);
          setSaved(listSaved());
        }}
      />
      {online ? (
        <Suspense fallback={null}>
          <MyTables headingId="my-tables-title" />
        </Suspense>
      ) : null}
      <div className="home-bottom">
        <section className="panel" aria-labelledby="join-title">
          <h2 id="join-title">{t("home.joinTitle")}</h2>
          <JoinForm />
        </section>
        <section className="panel">
          <h2>{t("app.replays")}</h2>
          <p>
            <a className="button" href={href({ page: "replay", source: null })}>
              {t("home.openRecord")}
            </a>
          </p>
          <p className="muted small">{t("app.offline")}</p>
        </section>
        <section className="panel">
          <h2>{t("classroom.homeTitle")}</h2>
          <p>
            <a className="button" href={href({ page: "classNew" })}>
              {t("classroom.homeLink")}
            </a>
          </p>
          <p className="muted small">{t("classroom.homeHint")}</p>
        </section>
        <section className="panel">
          <h2>{t("print.homeTitle")}</h2>
          <p>
            <a
              className="button"
              href={href({ page: "print", game: null })}
              data-testid="print-link"
            >
              {t("print.open")}
            </a>
          </p>
          <p className="muted small">{t("print.homeHint")}</p>
          <p className="small">
            <a href={href({ page: "speed" })} data-testid="speed-link">
              {t("speed.homeLink")}
            </a>
          </p>
          <p className="small">
            <a href={href({ page: "warmup" })} data-testid="warmup-link">
              {t("warmup.homeLink")}
            </a>
          </p>
          <p className="small">
            <a href={href({ page: "lab", game: null })} data-testid="lab-link">
              {t("lab.homeLink")}
            </a>
          </p>
        </section>
      </div>
    </div>
  );
}
