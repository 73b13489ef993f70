// The Strategy lab (/lab, /lab/<game>): the findings and charts of `numbers analyze` for each
// game, from the report that comes with the app (reports/<game>.json, loaded with the game's
// page), and more games run on this device (RunPanel), whose report then replaces the one
// shown. docs/web.md "Strategy lab in the browser".

import type { AnalysisInput, AnalysisReport } from "@number-games/bots";
import type { GameId } from "@number-games/engine";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { GAME_IDS } from "../games/registry";
import { href } from "../router";
import { FigureView } from "./FigureView";
import { commandFor } from "./form";
import { RunPanel } from "./RunPanel";
import { loadReport, shippedCommand } from "./reports";

type Loaded =
  | { readonly kind: "loading" }
  | { readonly kind: "failed"; readonly message: string }
  | { readonly kind: "ready"; readonly report: AnalysisReport };

function GameLab({ game }: { game: GameId }) {
  const { t, i18n } = useTranslation();
  const [shipped, setShipped] = useState<Loaded>({ kind: "loading" });
  const [own, setOwn] = useState<{ report: AnalysisReport; input: AnalysisInput } | null>(null);

  useEffect(() => {
    let live = true;
    loadReport(game).then(
      (report) => live && setShipped({ kind: "ready", report }),
      (e: unknown) => live && setShipped({ kind: "failed", message: String(e) }),
    );
    return () => {
      live = false;
    };
  }, [game]);

  if (shipped.kind === "loading") return <p className="loading">{t("lab.loading")}</p>;
  if (shipped.kind === "failed") {
    return (
      <p className="error" role="alert">
        {t("lab.loadFailed", { message: shipped.message })}
      </p>
    );
  }
  const report = own?.report ?? shipped.report;
  const english = i18n.language === "en";
  const number = (n: number) => n.toLocaleString();
  return (
    <>
      <section className="lab-summary stack" aria-live="polite">
        {own === null ? (
          <p className="small">
            {t("lab.shipped")} <code>{shippedCommand(game)}</code>
          </p>
        ) : (
          <div className="lab-own" data-testid="lab-own">
            <p>
              <strong>
                {t("lab.yourRun", { games: number(own.report.games), seed: own.report.seed })}
              </strong>
            </p>
            <p className="small">
              {t("lab.yourRunCommand")} <code>{commandFor(own.input)}</code>
            </p>
            <p>
              <button type="button" className="button small" onClick={() => setOwn(null)}>
                {t("lab.showShipped")}
              </button>
            </p>
          </div>
        )}
        <p data-testid="lab-summary">
          {t("lab.summary", {
            games: number(report.games),
            self: report.self,
            strong: report.strong,
            weak: report.weak.join(", ") || "—",
            seed: report.seed,
          })}{" "}
          {report.pace.measured
            ? t("lab.paceMeasured", {
                seconds: report.pace.secondsPerMove.toFixed(1),
                moves: number(report.pace.moves),
              })
            : t("lab.paceAssumed", { seconds: report.pace.secondsPerMove })}
        </p>
      </section>
      <RunPanel
        game={game}
        counts={shipped.report.players}
        onReport={(r, input) => setOwn({ report: r, input })}
      />
      <div className="lab-figures stack" data-testid="lab-figures">
        {report.figures.map((f) => (
          <FigureView key={`${report.seed}/${report.games}/${f.id}`} figure={f} english={english} />
        ))}
      </div>
    </>
  );
}

export default function LabPage({ game }: { game: GameId | null }) {
  const { t } = useTranslation();
  return (
    <div className="page lab stack">
      <h1>
        {game === null ? t("lab.title") : t("lab.titleOf", { game: t(`games.${game}.title`) })}
      </h1>
      <p>{t("lab.intro")}</p>
      <nav aria-label={t("lab.chooseGame")}>
        <ul className="lab-games">
          {GAME_IDS.map((g) => (
            <li key={g}>
              <a
                className={`button small${g === game ? " primary" : ""}`}
                href={href({ page: "lab", game: g })}
                aria-current={g === game ? "page" : undefined}
              >
                {t(`games.${g}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {game === null ? (
        <p className="muted">{t("lab.pickGame")}</p>
      ) : (
        <GameLab key={game} game={game} />
      )}
    </div>
  );
}
