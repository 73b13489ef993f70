// Reactions on an online table (protocol EMOTES): the latest reactions of everyone at the
// table, each for a few seconds, shown where the players look (beside the status line, and on
// the sender's chip: ui/chipBadges.tsx), and a row of six buttons for a seated player, right
// under the board. Each reaction a small picture shipped with the app (ui/emoteIcons.tsx), not
// an emoji a device may lack. No free text.

import type { Emote } from "@number-games/protocol";
import { EMOTES } from "@number-games/protocol/light";
import { useTranslation } from "react-i18next";
import { EmoteIcon } from "../../ui/emoteIcons";
import type { Reaction } from "../connection";

/** The reactions on show, said once to screen readers (the chips' copies are hidden). */
export function ReactionList({
  reactions,
  names,
}: {
  reactions: readonly Reaction[];
  names: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <p className="reaction-list" aria-live="polite" data-testid="reactions">
      {reactions.map((r) => {
        const name = names[r.seat] ?? t("play.seatOf", { n: r.seat + 1 });
        return (
          <span key={r.id} className="reaction">
            <EmoteIcon emote={r.emote} />
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
  );
}

/** Each seat's latest reaction on show, for the chips. */
export function latestBySeat(reactions: readonly Reaction[]): ReadonlyMap<number, Emote> {
  const out = new Map<number, Emote>();
  for (const r of reactions) out.set(r.seat, r.emote);
  return out;
}

export function ReactionButtons({ onReact }: { onReact: (e: Emote) => void }) {
  const { t } = useTranslation();
  return (
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
          <EmoteIcon emote={e} />
        </button>
      ))}
    </fieldset>
  );
}
