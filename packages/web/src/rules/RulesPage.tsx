// A game's rules page (/rules/<game>): the rule sheet shared with the printed sheet
// (packages/print src/rules, en and zh), each section with an anchor (#rules-<n>) that the
// "?" on a table links to, and the docs/rules.md example drawn with the game's own Board.

import type { GameId } from "@number-games/engine";
// The light entry point: the rule sheets' text alone. The package's main entry is the PDF
// maker (pdf-lib, fontkit, ~500 KB gzipped), which made this page's first visit slow.
import type { RuleBlock } from "@number-games/print/rules";
import { RULE_SHEETS } from "@number-games/print/rules";
import { Suspense, useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { WEB_GAMES } from "../games/registry";
import { href } from "../router";
import { exampleObservation, rulesExample } from "./examples";

function Block({ block }: { block: RuleBlock }) {
  if (typeof block === "string") return <p>{block}</p>;
  return (
    <ul>
      {block.bullets.map((b) => (
        <li key={b}>{b}</li>
      ))}
    </ul>
  );
}

export default function RulesPage({ game }: { game: GameId }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "zh" ? "zh" : "en";
  const sheet = RULE_SHEETS[lang][game];
  const Board = WEB_GAMES[game].Board;
  const obs = useMemo(() => exampleObservation(game), [game]);
  useEffect(() => {
    // Open at the section the "?" asked for, once the page is drawn.
    const id = location.hash.slice(1);
    if (id !== "") document.getElementById(id)?.scrollIntoView();
  }, []);
  return (
    <div className="page rules-page" data-game={game}>
      <h1>{t("rules.title", { game: t(`games.${game}.title`) })}</h1>
      <p className="muted">{sheet.players}</p>
      <p>
        <strong>{sheet.goal}</strong>
      </p>
      <p className="row wrap">
        <a className="button primary" href={href({ page: "setup", game, mode: "computer" })}>
          {t("rules.play")}
        </a>
        <a className="button" href={href({ page: "learn", game })}>
          {t("tutorial.rulesLink")}
        </a>
      </p>
      {sheet.sections.map((section, i) => (
        <section key={section.heading} id={`rules-${i}`} className="panel rules-section">
          <h2>{section.heading}</h2>
          {section.blocks.map((b, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text
            <Block key={j} block={b} />
          ))}
        </section>
      ))}
      <section id="rules-example" className="panel rules-example">
        <h2>{t("rules.example")}</h2>
        <p className="muted small">{t("rules.exampleNote")}</p>
        {/* A picture of a position: its numbers and cards are drawn flat, not as buttons
            (styles/features.css, .rules-example-board), since nothing here can be played. */}
        <div className="rules-example-board" data-testid="rules-example-board">
          <Suspense fallback={<p className="loading">{t("app.loading")}</p>}>
            <Board
              obs={obs}
              names={rulesExample(game).names}
              bots={rulesExample(game).names.map(() => false)}
              onAct={null}
              context="replay"
            />
          </Suspense>
        </div>
      </section>
    </div>
  );
}
