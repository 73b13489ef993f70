// An online table from the socket: the lobby, then live play from this seat's (or a
// spectator's) observation frames, then the result with the full record.

import type { EvictionReason, ProtocolError, TableInfo } from "@number-games/protocol";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadJson, recordFilename } from "../../play/download";
import { GameView } from "../../play/GameView";
import { href, navigate } from "../../router";
import { ChipReactionsContext } from "../../ui/chipBadges";
import { useErrorText } from "../../ui/errors";
import { useWasPlaying } from "../../ui/focusOnEnd";
import type { TurnClock } from "../../ui/turnClock";
import { TurnClockContext } from "../../ui/turnClock";
import { api } from "../api";
import { useTableConnection } from "../connection";
import type { TableCredentials } from "../credentials";
import { loadCredentials, saveCredentials } from "../credentials";
import { canWatch, useLobbyPoll } from "../lobbyPoll";
import { StorageNotice } from "../StorageNotice";
import { seatLabels, useTranslate } from "../seatLabels";
import { AlertSettings } from "./AlertSettings";
import { loadAlertPrefs, useTurnAlert } from "./alerts";
import { Deadline } from "./Deadline";
import { EndingPanel, ResignButton, ReturnedNote, useEndingText } from "./Ending";
import { isNewer } from "./isNewer";
import { Lobby } from "./Lobby";
import { Presence, useNameList } from "./Presence";
import { PrivateNote } from "./PrivateNote";
import { latestBySeat, ReactionButtons, ReactionList } from "./Reactions";
import { openAt, TakebackButton, TakebackNews } from "./Takeback";

export function Live({
  initial,
  creds,
  setCreds,
  inClass = false,
}: {
  initial: TableInfo;
  creds: TableCredentials;
  setCreds: (c: TableCredentials) => void;
  /**
   * A class's table (classroom/): the teacher's page watches it with the teacher token (the
   * credentials' host token), and the class decides what comes next, so no rematch or new
   * table is offered.
   */
  inClass?: boolean;
}) {
  const { t } = useTranslation();
  const tt = useTranslate();
  const errorText = useErrorText();
  const [table, setTable] = useState<TableInfo>(initial);
  const accept = useCallback(
    (next: TableInfo) => setTable((cur) => (isNewer(next, cur) ? next : cur)),
    [],
  );
  // A private table's socket is for its seats only: until this page holds a seat token it
  // follows the lobby over HTTP instead, and joins with the token once it has one.
  const watchToken = inClass && creds.seatToken === null ? creds.hostToken : null;
  const watchable = canWatch(table, creds.seatToken ?? watchToken);
  const conn = useTableConnection(watchable ? initial.id : null, creds.seatToken, watchToken);
  const poll = useLobbyPoll(initial.id, !watchable && table.status === "lobby", accept);
  useEffect(() => {
    if (conn.table !== null) accept(conn.table);
  }, [conn.table, accept]);
  // Kicked: forget the dead seat token (this page is a visitor again) and say why.
  const [removed, setRemoved] = useState<EvictionReason | null>(null);
  useEffect(() => {
    if (conn.evictedFor === null || creds.seatToken === null) return;
    const visitor = { ...creds, seat: null, seatToken: null };
    saveCredentials(visitor);
    setCreds(visitor);
    setRemoved(conn.evictedFor);
  }, [conn.evictedFor, creds, setCreds]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const frame = conn.frame;
  const { names, bots } = seatLabels(table.seats, tt);
  const endingText = useEndingText();
  const nameList = useNameList();
  const viewer: number | "spectator" = conn.seat ?? "spectator";
  // A game that ended before its last move: resigned, or won by a claim.
  const ending = table.status === "finished" ? table.ending : null;
  const wasPlaying = useWasPlaying(initial.status === "finished");

  const [alertPrefs, setAlertPrefs] = useState(loadAlertPrefs);
  useTurnAlert(
    frame !== null &&
      table.status !== "finished" &&
      frame.observation.legal.length > 0 &&
      frame.observation.result === undefined &&
      conn.seat !== null,
    alertPrefs,
    t("play.yourTurn"),
  );

  const lineStatus = watchable ? conn.status : (poll ?? "connected");
  const connText =
    lineStatus === "connected"
      ? null
      : lineStatus === "failed"
        ? conn.joinError !== null
          ? errorText(conn.joinError)
          : t("online.noServer")
        : lineStatus === "reconnecting"
          ? t("online.reconnecting")
          : lineStatus === "restarting"
            ? t("online.restarting")
            : t("online.connecting");

  // While the connection is down a move could not be sent: the board waits (the status line
  // says the connection was lost) and comes back with the latest frame.
  // Finished without a result: ended early (a resignation, a claim), or a class's teacher
  // stopped the game before its end.
  const stopped =
    table.status === "finished" && frame !== null && frame.observation.result === undefined;
  /** A request about leaving (resign, claim, hand over): its refusal is said. */
  const leaving = async (
    ask: () => Promise<{ ok: true } | { ok: false; error: ProtocolError }>,
  ) => {
    const r = await ask();
    if (r.ok) setError(null);
    else setError(errorText(r.error));
    return r;
  };
  const onAct =
    frame !== null &&
    frame.observation.legal.length > 0 &&
    !busy &&
    !stopped &&
    table.paused !== true &&
    conn.status === "connected"
      ? async (action: unknown) => {
          setBusy(true);
          const r = await conn.act(action);
          setBusy(false);
          if (r.ok || r.error.code === "ERR_STALE") setError(null);
          else setError(t("play.error", { message: errorText(r.error) }));
        }
      : null;

  // A rematch: the same seat at a new table (the first player to ask creates and hosts it).
  /** The running turn timer, if any: beside the status line and on the mover's chip. */
  const chipClock: TurnClock | null =
    frame !== null &&
    frame.deadline !== null &&
    !stopped &&
    frame.observation.result === undefined &&
    frame.observation.actor.kind === "player"
      ? { at: frame.deadline, player: frame.observation.actor.player }
      : null;

  const rematch = async () => {
    if (creds.seatToken === null) return;
    const mine = table.rematch === null ? null : loadCredentials(table.rematch);
    if (mine !== null && mine.seatToken !== null) {
      navigate({ page: "table", tableId: mine.tableId });
      return;
    }
    setBusy(true);
    const r = await api.rematch(table.id, creds.seatToken);
    setBusy(false);
    if (!r.ok) {
      setError(errorText(r.error));
      return;
    }
    saveCredentials({
      tableId: r.value.tableId,
      seat: r.value.seat,
      seatToken: r.value.seatToken,
      hostToken: r.value.hostToken ?? null,
      name: creds.name,
    });
    navigate({ page: "table", tableId: r.value.code });
  };

  const downloadRecord = async () => {
    const r = await api.record(table.id, creds.seatToken ?? watchToken ?? undefined);
    if (r.ok) downloadJson(recordFilename(table.game), r.value);
    else setError(errorText(r.error));
  };

  /** Under a finished game's result: rematch, the record, its replay, a new table. */
  const finishedActions = (
    <>
      {inClass ? null : creds.seatToken !== null ? (
        <button
          type="button"
          className="button primary"
          disabled={busy}
          onClick={() => void rematch()}
          data-testid="rematch"
        >
          {t(table.rematch === null ? "online.rematch" : "online.joinRematch")}
        </button>
      ) : table.rematch !== null ? (
        <a
          className="button primary"
          href={href({ page: "table", tableId: table.rematch })}
          data-testid="rematch"
        >
          {t("online.joinRematch")}
        </a>
      ) : null}
      <button type="button" className="button" onClick={() => void downloadRecord()}>
        {t("result.download")}
      </button>
      <a className="button" href={href({ page: "replay", source: `table:${table.id}` })}>
        {t("result.replay")}
      </a>
      {inClass ? null : (
        <a className="button primary" href={href({ page: "online", game: table.game })}>
          {t("online.newTable")}
        </a>
      )}
    </>
  );

  return (
    <div className="page game-page online-table" data-status={table.status}>
      <div className="game-head">
        <h1>
          {t(`games.${table.game}.title`)} <span className="muted small">· {table.code}</span>
        </h1>
        {watchable || table.status === "lobby" ? (
          <p className={`conn conn-${lineStatus}`} role="status">
            {connText ?? t("online.connected")}
          </p>
        ) : null}
      </div>
      <StorageNotice />
      {removed !== null && creds.seatToken === null ? (
        <p className="error" role="alert" data-testid="evicted">
          {removed === "moved" ? t("move.movedAway") : t("online.evicted")}
        </p>
      ) : null}
      {table.paused === true && table.status === "playing" ? (
        <p className="notice" role="status" data-testid="paused">
          {t("classroom.tablePaused")}
        </p>
      ) : null}
      {table.status === "lobby" ? (
        <Lobby table={table} creds={creds} onCreds={setCreds} onTable={accept} />
      ) : !watchable ? (
        <PrivateNote table={table} />
      ) : frame === null ? (
        <p className="loading">{connText ?? t("app.loading")}</p>
      ) : (
        <>
          {conn.seat === null ? <p className="muted">{t("online.spectating")}</p> : null}
          {conn.returned !== null && table.status === "playing" ? (
            <ReturnedNote note={conn.returned} names={names} viewer={viewer} />
          ) : null}
          <Presence
            table={table}
            presence={conn.presence}
            names={names}
            mySeat={conn.seat}
            viewer={viewer}
            onClaim={() => leaving(conn.claimWin)}
            onHandOver={(seat) => leaving(() => conn.handOver(seat))}
            offline={conn.status !== "connected"}
          />
          {ending !== null ? (
            <EndingPanel ending={ending} names={names} viewer={viewer} focusOnEnd={wasPlaying}>
              {finishedActions}
            </EndingPanel>
          ) : null}
          <TurnClockContext.Provider value={chipClock}>
            <ChipReactionsContext.Provider value={latestBySeat(conn.reactions)}>
              <GameView
                game={table.game}
                obs={frame.observation}
                names={names}
                bots={bots}
                onAct={onAct}
                error={error}
                {...(stopped
                  ? {
                      status:
                        ending !== null ? endingText(ending, names, viewer) : t("online.stopped"),
                    }
                  : {})}
                autoplayed={frame.autoplayed}
                besideStatus={
                  <>
                    {chipClock !== null ? (
                      <Deadline
                        at={chipClock.at}
                        who={
                          names[chipClock.player] ?? t("play.seatOf", { n: chipClock.player + 1 })
                        }
                        mine={chipClock.player === conn.seat}
                      />
                    ) : null}
                    <ReactionList reactions={conn.reactions} names={names} />
                  </>
                }
                belowBoard={
                  conn.seat !== null && conn.status === "connected" ? (
                    <ReactionButtons
                      onReact={(e) =>
                        void conn.react(e).then((r) => {
                          if (!r.ok && r.error.code !== "ERR_RATE_LIMITED")
                            setError(errorText(r.error));
                        })
                      }
                    />
                  ) : null
                }
                notesKey={conn.seat !== null ? `${table.id}.${conn.seat}` : undefined}
                resultActions={
                  table.status === "finished" || frame.observation.result !== undefined
                    ? finishedActions
                    : null
                }
              />
            </ChipReactionsContext.Provider>
          </TurnClockContext.Provider>
          {conn.seat !== null &&
          !inClass &&
          table.status === "playing" &&
          frame.observation.result === undefined ? (
            // Kept while the connection is away (disabled): a question being answered (resign?
            // take back?) survives a reconnect.
            <div className="table-actions">
              <TakebackButton
                disabled={openAt(table.takeback, frame.seq) || conn.status !== "connected"}
                onAsk={() => leaving(conn.takeback)}
              />
              <ResignButton
                winners={nameList(
                  table.seats
                    .filter((s) => s.seat !== conn.seat)
                    .map((s) => names[s.seat] ?? t("play.seatOf", { n: s.seat + 1 })),
                )}
                onResign={async () => {
                  await leaving(conn.resign);
                }}
                disabled={conn.status !== "connected"}
              />
            </div>
          ) : null}
          {!inClass && table.status === "playing" ? (
            <TakebackNews
              info={table.takeback}
              seq={frame.seq}
              mySeat={conn.seat}
              names={names}
              onAnswer={(agree) => leaving(() => conn.answerTakeback(agree))}
            />
          ) : null}
          {conn.seat !== null && frame.observation.result === undefined ? (
            <AlertSettings prefs={alertPrefs} onChange={setAlertPrefs} />
          ) : null}
        </>
      )}
    </div>
  );
}
