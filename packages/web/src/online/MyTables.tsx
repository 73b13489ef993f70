// "My online tables" on the home page and /online: every table this device holds a seat at
// (the seat tokens it keeps, credentials.ts), in progress and finished, with whose turn it is
// or how it ended; open one, or forget it on this device. Nothing shows without any.

import type { TableInfo } from "@number-games/protocol";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { href } from "../router";
import { usePlayerName } from "../ui/players";
import { api } from "./api";
import type { TableCredentials } from "./credentials";
import { forgetCredentials, listCredentials } from "./credentials";
import type { MyTableState } from "./myTables";
import { myTableState, sortMyTables } from "./myTables";
import { seatLabels, useTranslate } from "./seatLabels";
import { useNameList } from "./table/Presence";

/** At most this many tables are asked about (the newest lines stay; forget old ones). */
const MAX_TABLES = 30;

type Row =
  | { readonly creds: TableCredentials; readonly info: TableInfo; readonly state: MyTableState }
  | { readonly creds: TableCredentials; readonly info: null };

export default function MyTables({ headingId }: { headingId: string }) {
  const { t } = useTranslation();
  const tt = useTranslate();
  const nameOf = usePlayerName();
  const list = useNameList();
  const [rows, setRows] = useState<readonly Row[] | null>(null);
  useEffect(() => {
    let live = true;
    const held = listCredentials().slice(0, MAX_TABLES);
    void Promise.all(
      held.map(async (creds): Promise<Row | null> => {
        const r = await api.getTable(creds.tableId, creds.seatToken ?? undefined);
        if (r.ok) return { creds, info: r.value, state: myTableState(r.value, creds.seat) };
        // Gone for good (a class deleted, a lobby expired): say so, and offer to forget it.
        return r.error.code === "ERR_NOT_FOUND" ? { creds, info: null } : null;
      }),
    ).then((all) => {
      if (!live) return;
      const known = all.filter((r): r is Row => r !== null);
      const withInfo = known.filter((r): r is Extract<Row, { info: TableInfo }> => r.info !== null);
      setRows([...sortMyTables(withInfo), ...known.filter((r) => r.info === null)]);
    });
    return () => {
      live = false;
    };
  }, []);
  if (rows === null || rows.length === 0) return null;

  const forget = (tableId: string) => {
    forgetCredentials(tableId);
    setRows((rs) => (rs ?? []).filter((r) => r.creds.tableId !== tableId));
  };

  const line = (r: Extract<Row, { info: TableInfo }>): string => {
    const { names } = seatLabels(r.info.seats, tt);
    const viewer = r.creds.seat ?? "spectator";
    const s = r.state;
    switch (s.kind) {
      case "yourTurn":
        return t("myTables.yourTurn");
      case "turnOf":
        return t("myTables.turnOf", { name: nameOf(names, s.seat, viewer) });
      case "playing":
        return t("myTables.playing");
      case "lobby":
        return t("myTables.lobby");
      case "won":
        return typeof viewer === "number" && s.winners.includes(viewer)
          ? t("myTables.youWon")
          : t("myTables.won", { names: list(s.winners.map((w) => nameOf(names, w, viewer))) });
      default:
        return t("myTables.finished");
    }
  };

  return (
    <section className="panel my-tables" aria-labelledby={headingId} data-testid="my-tables">
      <h2 id={headingId}>{t("myTables.title")}</h2>
      <ul className="saved-list">
        {rows.map((r) => {
          const code = r.info?.code ?? r.creds.tableId;
          return (
            <li
              key={r.creds.tableId}
              className="saved-item"
              data-testid="my-table"
              data-table={r.creds.tableId}
              data-state={r.info === null ? "gone" : r.state.kind}
            >
              <div>
                {r.info !== null ? (
                  <>
                    <strong>{t(`games.${r.info.game}.title`)}</strong>
                    <span className="muted"> · {r.info.code}</span>
                    <div className={r.state.kind === "yourTurn" ? "my-turn" : "muted small"}>
                      {line(r)}
                    </div>
                    {r.creds.name !== null ? (
                      <div className="muted small">
                        {t("myTables.seat", { name: r.creds.name })}
                      </div>
                    ) : null}
                  </>
                ) : (
                  <>
                    <strong>{code}</strong>
                    <div className="muted small">{t("myTables.gone")}</div>
                  </>
                )}
              </div>
              <div className="row">
                {r.info !== null ? (
                  <a
                    className="button small"
                    href={href({ page: "table", tableId: r.info.code })}
                    aria-label={t("myTables.openLabel", { code })}
                  >
                    {t("myTables.open")}
                  </a>
                ) : null}
                <button
                  type="button"
                  className="button small ghost"
                  onClick={() => forget(r.creds.tableId)}
                  aria-label={t("myTables.forgetLabel", { code })}
                >
                  {t("myTables.forget")}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
