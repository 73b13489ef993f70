// The class podium on a student's phone (docs/classroom.md, "Points"): the top three ranks of
// the lesson's leaderboard (ties share a rank), shown after the student's own game is over
// and while they wait between games (podiumShown.ts says when). Built by the server from games
// played to their end only.

import type { ClassPodium } from "@number-games/protocol";
import { useTranslation } from "react-i18next";

export function Podium({ podium, me }: { podium: ClassPodium; me: string }) {
  const { t } = useTranslation();
  return (
    <section
      className="panel stack class-podium"
      aria-labelledby="podium-title"
      data-testid="podium"
    >
      <h2 id="podium-title">{t("podium.title")}</h2>
      {podium.places.length === 0 ? (
        <p>{t("podium.none")}</p>
      ) : (
        <ul className="podium-places">
          {podium.places.map((p) => (
            <li
              key={`${p.rank}:${p.name}`}
              className={p.name === me ? "podium-place me" : "podium-place"}
              data-rank={p.rank}
              data-testid="podium-place"
            >
              {/* A medal's colour by rank (styles/classroom.css), with its number: no emoji font needed. */}
              <span className="podium-rank">{p.rank}</span>
              <span className="podium-name">
                {p.name === me ? t("podium.you", { name: p.name }) : p.name}
              </span>
              <span className="podium-points">{t("podium.points", { count: p.points })}</span>
            </li>
          ))}
        </ul>
      )}
      {podium.playing > 0 ? (
        <p className="muted small">{t("podium.stillPlaying", { count: podium.playing })}</p>
      ) : null}
      <p className="hint">{t("podium.rule")}</p>
    </section>
  );
}
