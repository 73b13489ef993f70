// What someone without a seat sees of a private table that has left the lobby: nothing to watch.

import type { TableInfo } from "@number-games/protocol";
import { useTranslation } from "react-i18next";
import { href } from "../../router";

/** A private game that has left the lobby, seen by someone without a seat: nothing to watch. */
export function PrivateNote({ table }: { table: TableInfo }) {
  const { t } = useTranslation();
  return (
    <section
      className="panel private-note stack"
      aria-labelledby="private-title"
      data-testid="private-note"
    >
      <h2 id="private-title">{t("online.privateTitle")}</h2>
      <p role="status">
        {t(table.status === "finished" ? "online.privateFinished" : "online.privatePlaying")}
      </p>
      <p className="row wrap">
        <a className="button primary" href={href({ page: "online", game: table.game })}>
          {t("online.newTable")}
        </a>
        <a className="button" href={href({ page: "home" })}>
          {t("app.backHome")}
        </a>
      </p>
    </section>
  );
}
