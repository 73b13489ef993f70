// An online table: the lobby (share the code, link and QR code; take a seat; the host adds
// computer players and starts), then live play from the server's observation frames, then
// the result with the full record. The page only ever holds this seat's observation.

import type { SeatBotLevel, TableInfo } from "@number-games/protocol";
import type { FormEvent } from "react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadPrefs, savePrefs } from "../local/prefs";
import { BOT_LEVEL_NAMES } from "../local/seats";
import { downloadJson, recordFilename } from "../play/download";
import { GameView } from "../play/GameView";
import { href, navigate } from "../router";
import { useErrorText } from "../ui/errors";
import { BotBadge } from "../ui/icons";
import { SeatAvatar } from "../ui/players";
import type { ApiError } from "./api";
import { api } from "./api";
import { useTableConnection } from "./connection";
import type { TableCredentials } from "./credentials";
import { loadCredentials, saveCredentials } from "./credentials";
import { canWatch, useLobbyPoll } from "./lobbyPoll";
import { checkName, NameField } from "./NameField";
import { useApiErrorText } from "./OnlinePage";
import { botLabel, seatLabels, useTranslate } from "./seatLabels";

/** The table's link at `origin` (the server's share origin, else this page's own). */
function tableLink(t: TableInfo, origin: string): string {
  return `${origin}${href({ page: "table", tableId: t.code })}`;
}

/**
 * The origin other devices reach this server at: the page's own, unless the server names
 * another (PUBLIC_URL, or its LAN address while this page is open at localhost).
 */
function useShareOrigin(): string {
  const [origin, setOrigin] = useState(location.origin);
  useEffect(() => {
    let live = true;
    void api.server().then((r) => {
      if (live && r.ok && r.value.shareOrigin) setOrigin(r.value.shareOrigin);
    });
    return () => {
      live = false;
    };
  }, []);
  return origin;
}

/**
 * Copies `text`: the async clipboard API where the page is a secure context (HTTPS,
 * localhost), else (a classroom server on plain HTTP at a LAN address) the selected text of
 * `input` with the older copy command, which browsers allow during a click.
 */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused: try the selection below.
    }
  }
  if (input === null) return false;
  input.focus();
  input.select();
  return document.execCommand("copy");
}

function Share({ table }: { table: TableInfo }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const linkInput = useRef<HTMLInputElement>(null);
  const link = tableLink(table, useShareOrigin());
  useEffect(() => {
    let live = true;
    import("qrcode")
      .then((q) => q.toDataURL(link, { margin: 1, width: 176 }))
      .then((url) => live && setQr(url))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [link]);
  return (
    <section className="panel share" aria-labelledby="share-title">
      <h2 id="share-title">{t("online.share")}</h2>
      <p className="join-code">
        <span className="visually-hidden">{`${t("online.code")}: ${table.code.split("").join(" ")}`}</span>
        <span aria-hidden="true" data-testid="join-code">
          {table.code}
        </span>
      </p>
      <p className="row wrap">
        <input
          ref={linkInput}
          className="grow"
          readOnly
          value={link}
          aria-label={t("online.link")}
          onFocus={(e) => e.target.select()}
        />
        <button
          type="button"
          className="button small"
          onClick={() => {
            void copyText(link, linkInput.current).then(setCopied);
          }}
        >
          {copied ? t("online.copied") : t("online.copy")}
        </button>
      </p>
      {qr !== null ? (
        <img className="qr" src={qr} alt={t("online.qr")} width={176} height={176} />
      ) : null}
    </section>
  );
}

/** The optional start race: seated players answer 17 × 34; the first right answer starts. */
function StartRace({
  table,
  seatToken,
  onTable,
}: {
  table: TableInfo;
  seatToken: string | null;
  onTable: (t: TableInfo) => void;
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const [answer, setAnswer] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const winner = table.startRace?.winner ?? null;
  if (!table.startRace) return null;

  if (winner !== null) {
    const name = table.seats[winner]?.name ?? t("setup.seat", { n: winner + 1 });
    return (
      <p className="race-result" role="status" data-testid="race-result">
        {t("online.raceStarts", { name })}
      </p>
    );
  }
  if (seatToken === null) return <p className="muted">{t("online.raceNoWinner")}</p>;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const n = Number(answer.trim());
    if (answer.trim() === "" || !Number.isInteger(n)) return;
    setBusy(true);
    const r = await api.race(table.id, n, seatToken);
    setBusy(false);
    if (r.ok) {
      setProblem(null);
      onTable(r.value);
    } else if (r.error.code === "ERR_RACE_WRONG") {
      setProblem(t("online.raceWrong"));
      setAnswer("");
    } else setProblem(errorText(r.error));
  };

  return (
    <form className="row wrap race" onSubmit={(e) => void submit(e)} data-testid="race-form">
      <label className="field grow">
        <span>{t("online.raceQuestion")}</span>
        <input
          type="text"
          inputMode="numeric"
          pattern="-?[0-9]*"
          value={answer}
          maxLength={8}
          aria-label={t("online.raceAnswer")}
          onChange={(e) => setAnswer(e.target.value)}
          data-testid="race-answer"
        />
      </label>
      <button
        type="submit"
        className="button primary"
        disabled={busy || answer.trim() === ""}
        data-testid="race-submit"
      >
        {t("online.raceSubmit")}
      </button>
      {problem !== null ? (
        <p className="error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

function Lobby({
  table,
  creds,
  onCreds,
  onTable,
}: {
  table: TableInfo;
  creds: TableCredentials;
  onCreds: (c: TableCredentials) => void;
  onTable: (t: TableInfo) => void;
}) {
  const { t } = useTranslation();
  const tt = useTranslate();
  const errorText = useApiErrorText();
  const [name, setName] = useState(() => creds.name ?? loadPrefs().names[0] ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const host = creds.hostToken;
  const seated = creds.seatToken !== null;
  const open = table.seats.filter((s) => s.kind === "human" && !s.claimed).length;

  const report = (r: { ok: true; value: TableInfo } | { ok: false; error: ApiError }) => {
    if (r.ok) {
      onTable(r.value);
      setProblem(null);
    } else setProblem(errorText(r.error));
  };

  const checked = checkName(name);
  const claim = async (e: FormEvent, seat?: number) => {
    e.preventDefault();
    if (!checked.ok) return;
    const me = checked.value;
    savePrefs({ names: [me, ...loadPrefs().names.slice(1)] });
    const r = await api.claimSeat(table.id, seat === undefined ? { name: me } : { name: me, seat });
    if (!r.ok) {
      if (r.error.code === "ERR_NO_FREE_SEAT" && table.visibility === "private") {
        // Someone was quicker: show the full table (the status line says why) rather than
        // an error that offers to watch.
        const now = await api.getTable(table.id);
        if (now.ok) {
          onTable(now.value);
          setProblem(null);
          return;
        }
      }
      setProblem(errorText(r.error));
      return;
    }
    const c = { ...creds, seat: r.value.seat, seatToken: r.value.seatToken, name: me };
    saveCredentials(c);
    onCreds(c);
    onTable(r.value.table);
  };

  return (
    <div className="lobby stack">
      <Share table={table} />
      <section className="panel" aria-labelledby="seats-title">
        <h2 id="seats-title">{t("online.seats")}</h2>
        <ol className="seat-list">
          {table.seats.map((s) => (
            <li key={s.seat} className="seat-row" data-seat={s.seat} data-kind={s.kind}>
              <SeatAvatar
                seat={s.seat}
                name={s.kind === "bot" ? botLabel(s, tt) : (s.name ?? "?")}
                size="sm"
              />
              <span className="grow">
                {s.kind === "bot" ? (
                  <>
                    {botLabel(s, tt)}
                    <BotBadge label={t("play.botBadge")} />
                  </>
                ) : s.claimed ? (
                  `${s.name ?? ""}${creds.seat === s.seat ? ` (${t("online.you")})` : ""}`
                ) : (
                  t("online.seatFree")
                )}
              </span>
              {host !== null && s.seat !== creds.seat ? (
                <select
                  aria-label={t("setup.seat", { n: s.seat + 1 })}
                  value={s.kind === "bot" ? (s.level ?? "medium") : "human"}
                  onChange={async (e) => {
                    const v = e.target.value;
                    report(
                      v === "human"
                        ? await api.removeBot(table.id, s.seat, host)
                        : await api.setBot(table.id, s.seat, v as SeatBotLevel, host),
                    );
                  }}
                  disabled={s.kind === "human" && s.claimed}
                >
                  <option value="human">{t("online.openSeat")}</option>
                  {BOT_LEVEL_NAMES.map((l) => (
                    <option key={l} value={l}>
                      {t("online.botSeat", { level: t(`levels.${l}`) })}
                    </option>
                  ))}
                </select>
              ) : null}
              {host !== null && s.kind === "human" && s.claimed && s.seat !== creds.seat ? (
                <button
                  type="button"
                  className="button small ghost"
                  onClick={async () => report(await api.kick(table.id, s.seat, host))}
                >
                  {t("online.kick")}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
        {!seated && open > 0 ? (
          <form className="row wrap" onSubmit={(e) => void claim(e)}>
            <NameField value={name} onChange={setName} className="field grow" />
            <button
              type="submit"
              className="button primary"
              disabled={!checked.ok}
              data-testid="take-seat"
            >
              {t("online.takeSeat")}
            </button>
          </form>
        ) : null}
        {problem !== null ? (
          <p className="error" role="alert">
            {problem}
          </p>
        ) : null}
        <StartRace table={table} seatToken={creds.seatToken} onTable={onTable} />
        <p className="muted" role="status">
          {open > 0
            ? t("online.waitingPlayers", { n: open })
            : host !== null
              ? ""
              : !seated && table.visibility === "private"
                ? t("online.privateFull")
                : t("online.waitingHost")}
        </p>
        {host !== null ? (
          <button
            type="button"
            className="button primary big"
            disabled={open > 0}
            data-testid="start-table"
            onClick={async () => report(await api.start(table.id, host))}
          >
            {t("online.start")}
          </button>
        ) : null}
      </section>
    </div>
  );
}

function Live({
  initial,
  creds,
  setCreds,
}: {
  initial: TableInfo;
  creds: TableCredentials;
  setCreds: (c: TableCredentials) => void;
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
  const watchable = canWatch(table, creds.seatToken);
  const conn = useTableConnection(watchable ? initial.id : null, creds.seatToken);
  const poll = useLobbyPoll(initial.id, !watchable && table.status === "lobby", accept);
  useEffect(() => {
    if (conn.table !== null) accept(conn.table);
  }, [conn.table, accept]);
  // Kicked: forget the dead seat token (this page is a visitor again) and say why.
  const [removed, setRemoved] = useState(false);
  useEffect(() => {
    if (!conn.evicted || creds.seatToken === null) return;
    const visitor = { ...creds, seat: null, seatToken: null };
    saveCredentials(visitor);
    setCreds(visitor);
    setRemoved(true);
  }, [conn.evicted, creds, setCreds]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const frame = conn.frame;
  const { names, bots } = seatLabels(table.seats, tt);

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
          : t("online.connecting");

  // While the connection is down a move could not be sent: the board waits (the status line
  // says the connection was lost) and comes back with the latest frame.
  const onAct =
    frame !== null && frame.observation.legal.length > 0 && !busy && conn.status === "connected"
      ? async (action: unknown) => {
          setBusy(true);
          const r = await conn.act(action);
          setBusy(false);
          if (r.ok || r.error.code === "ERR_STALE") setError(null);
          else setError(t("play.error", { message: errorText(r.error) }));
        }
      : null;

  // A rematch: the same seat at a new table (the first player to ask creates and hosts it).
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
    const r = await api.record(table.id, creds.seatToken ?? undefined);
    if (r.ok) downloadJson(recordFilename(table.game), r.value);
    else setError(errorText(r.error));
  };

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
      {removed && creds.seatToken === null ? (
        <p className="error" role="alert" data-testid="evicted">
          {t("online.evicted")}
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
          <GameView
            game={table.game}
            obs={frame.observation}
            names={names}
            bots={bots}
            onAct={onAct}
            error={error}
            notesKey={conn.seat !== null ? `${table.id}.${conn.seat}` : undefined}
            resultActions={
              table.status === "finished" || frame.observation.result !== undefined ? (
                <>
                  {creds.seatToken !== null ? (
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
                  <a
                    className="button"
                    href={href({ page: "replay", source: `table:${table.id}` })}
                  >
                    {t("result.replay")}
                  </a>
                  <a className="button primary" href={href({ page: "online", game: table.game })}>
                    {t("online.newTable")}
                  </a>
                </>
              ) : null
            }
          />
          {frame.deadline !== null && frame.observation.result === undefined ? (
            <Deadline at={frame.deadline} />
          ) : null}
        </>
      )}
    </div>
  );
}

/** A private game that has left the lobby, seen by someone without a seat: nothing to watch. */
function PrivateNote({ table }: { table: TableInfo }) {
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

function statusRank(t: TableInfo): number {
  return t.status === "lobby" ? 0 : t.status === "playing" ? 1 : 2;
}

/** Table infos arrive by socket and by HTTP answers; never go back to an older one. */
function isNewer(next: TableInfo, cur: TableInfo): boolean {
  const a = statusRank(next);
  const b = statusRank(cur);
  return a > b || (a === b && next.seq >= cur.seq);
}

function Deadline({ at }: { at: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const s = Math.max(0, Math.round((at - now) / 1000));
  return (
    <p className="muted small" aria-live="off">
      {t("online.clock", { s })}
    </p>
  );
}

export default function TablePage({ tableId }: { tableId: string }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const [info, setInfo] = useState<TableInfo | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [creds, setCreds] = useState<TableCredentials | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: errorText only formats text
  useEffect(() => {
    let live = true;
    void api.getTable(tableId).then((r) => {
      if (!live) return;
      if (r.ok) {
        setInfo(r.value);
        setCreds(loadCredentials(r.value.id));
      } else setProblem(errorText(r.error));
    });
    return () => {
      live = false;
    };
  }, [tableId]);
  if (problem !== null) {
    return (
      <div className="page narrow">
        <p className="error" role="alert">
          {problem}
        </p>
        <a className="button" href={href({ page: "home" })}>
          {t("app.backHome")}
        </a>
      </div>
    );
  }
  if (info === null || creds === null)
    return <p className="page loading">{t("online.connecting")}</p>;
  return <Live initial={info} creds={creds} setCreds={setCreds} />;
}
