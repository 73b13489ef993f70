// Reactions on an online table (protocol EMOTES): a row of six buttons for a seated player,
// and the latest reactions of everyone at the table, each for a few seconds. No free text.

import type { Emote } from "@number-games/protocol";
import { EMOTES } from "@number-games/protocol";
import { useTranslation } from "react-i18next";
import type { Reaction } from "../connection";

export const EMOTE_GLYPHS: Readonly<Record<Emote, string>> = {
  "thumbs-up": "👍",
  clap: "👏",
  laugh: "😄",
  wow: "😮",
  thinking: "🤔",
  wave: "👋",
};

export function Reactions({
  reactions,
  names,
  onReact,
}: {
  reactions: readonly Reaction[];
  names: readonly string[];
  /** Null for a spectator: they see reactions but send none. */
  onReact: ((e: Emote) => void) | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="reactions">
      <p className="reaction-list" aria-live="polite" data-testid="reactions">
        {reactions.map((r) => {
          const name = names[r.seat] ?? t("play.seatOf", { n: r.seat + 1 });
          return (
            <span key={r.id} className="reaction">
              <span aria-hidden="true">{EMOTE_GLYPHS[r.emote]}</span>
              <span className="visually-hidden">
                {t("reactions.said", { name, emote: t(`reactions.${r.emote}`) })}
              </span>
              <span aria-hidden="true" className="small muted">
                {" "}
                {name}
              </span>
            </span>
          );
        })}
      </p>
      {onReact !== null ? (
        <fieldset className="row wrap reaction-buttons">
          <legend className="visually-hidden">{t("reactions.title")}</legend>
          {EMOTES.map((e) => (
            <button
              key={e}
              type="button"
              className="button small ghost"
              aria-label={t(`reactions.${e}`)}
              title={t(`reactions.${e}`)}
              onClick={() => onReact(e)}
              data-emote={e}
            >
              {EMOTE_GLYPHS[e]}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
