// Online play, before a table exists: create one (seats for friends or computer players,
// the game's options, public or private), join one by code, or pick a public table.

import type { GameId } from "@number-games/engine";
import { GAMES } from "@number-games/engine";
import type { AwayAction, SeatBotLevel, TableInfo } from "@number-games/protocol";
import { parseJoinCode } from "@number-games/protocol/light";
import type { FormEvent } from "react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { GAME_IDS, optionsInRange, WEB_GAMES } from "../games/registry";
import type { Options } from "../games/types";
import { loadPrefs, savePrefs } from "../local/prefs";
import { playerCounts } from "../play/playerCounts";
import { href, navigate } from "../router";
import { CodeForm } from "../ui/CodeForm";
import { Segmented } from "../ui/Segmented";
import { codeAsShown } from "../ui/typedCode";
import { useWhyDisabled } from "../ui/Why";
import { api } from "./api";
import { useApiErrorText } from "./apiErrorText";
import { saveCredentials } from "./credentials";
import MyTables from "./MyTables";
import { checkName, NameField } from "./NameField";
import type { AwayGrace } from "./TurnTimer";
import { AwayRuleField, BotLevelOptions, type TurnTimer, TurnTimerField } from "./TurnTimer";

type SeatChoice = "open" | SeatBotLevel;

export function JoinByCode() {
  const { t } = useTranslation();
  return (
    <CodeForm
      className="stack"
      label={t("online.code")}
      submit={t("online.join")}
      emptyReason={t("forms.codeFirst")}
      parse={(typed) => parseJoinCode(codeAsShown(typed))}
      onCode={(c) => navigate({ page: "table", tableId: c })}
    />
  );
}

function PublicTables() {
  const { t } = useTranslation();
  const [tables, setTables] = useState<readonly TableInfo[] | null>(null);
  useEffect(() => {
    let live = true;
    void api.listTables().then((r) => live && setTables(r.ok ? r.value.tables : []));
    return () => {
      live = false;
    };
  }, []);
  if (tables === null || tables.length === 0)
    return <p className="muted small">{t("online.noPublic")}</p>;
  return (
    <ul className="saved-list">
      {tables.map((tb) => (
        <li key={tb.id} className="saved-item">
          <span>
            <strong>{t(`games.${tb.game}.title`)}</strong> · {tb.code} ·{" "}
            {tb.seats.filter((s) => s.claimed).length}/{tb.seats.length}
          </span>
          <a className="button small" href={href({ page: "table", tableId: tb.code })}>
            {t("online.open")}
          </a>
        </li>
      ))}
    </ul>
  );
}

function CreateTable({ game }: { game: GameId }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const g = GAMES[game];
  const [name, setName] = useState(() => loadPrefs().names[0] ?? "");
  const [options, setOptions] = useState<Options>(WEB_GAMES[game].defaultOptions);
  const GameOptions = WEB_GAMES[game].Options;
  const range = playerCounts(game, options);
  const [wanted, setWanted] = useState(Math.min(WEB_GAMES[game].defaultPlayers, g.maxPlayers));
  const count = range.includes(wanted) ? wanted : (range[range.length - 1] ?? wanted);
  const [others, setOthers] = useState<SeatChoice[]>(() => Array.from({ length: 8 }, () => "open"));
  const [visibility, setVisibility] = useState<"private" | "public">("private");
  const [startRace, setStartRace] = useState(false);
  const [clock, setClock] = useState<TurnTimer>(0);
  const [awayAction, setAwayAction] = useState<AwayAction>("computer");
  const [awayGrace, setAwayGrace] = useState<AwayGrace>(180);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const checked = checkName(name);
  const optionsOk = optionsInRange(game, options);
  const why = useWhyDisabled(
    !checked.ok ? t("forms.nameFirst") : !optionsOk ? t("forms.fixOptions") : null,
  );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The name is checked before the table exists: a refused claim would leave it seatless.
    if (!checked.ok || !optionsOk) return;
    const me = checked.value;
    setBusy(true);
    setProblem(null);
    savePrefs({ names: [me, ...loadPrefs().names.slice(1)] });
    const seats = [
      { kind: "human" as const },
      ...others
        .slice(0, count - 1)
        .map((c) =>
          c === "open" ? { kind: "human" as const } : { kind: "bot" as const, level: c },
        ),
    ];
    const created = await api.createTable({
      game,
      config: { ...options, players: count, firstPlayer: Math.floor(Math.random() * count) },
      seats,
      visibility,
      startRace,
      turnClockSeconds: clock === 0 ? null : clock,
      awayAction,
      awayGraceSeconds: awayGrace,
    });
    if (!created.ok) {
      setBusy(false);
      setProblem(errorText(created.error));
      return;
    }
    const { tableId, code, hostToken } = created.value;
    const claimed = await api.claimSeat(tableId, { name: me, seat: 0 });
    saveCredentials({
      tableId,
      seat: claimed.ok ? claimed.value.seat : null,
      seatToken: claimed.ok ? claimed.value.seatToken : null,
      hostToken,
      name: me,
    });
    navigate({ page: "table", tableId: code });
  };

  return (
    <form className="panel stack" onSubmit={(e) => void submit(e)}>
      <h2>{t("online.createFor", { game: t(`games.${game}.title`) })}</h2>
      <NameField
        value={name}
        onChange={(n) => {
          setName(n);
          setProblem(null);
        }}
      />
      <Segmented legend={t("setup.players")} options={range} value={count} onChange={setWanted} />
      <ol className="seat-list">
        <li className="seat-row">
          <span className="seat-n" aria-hidden="true">
            1
          </span>
          <span className="grow">{name.trim() || t("online.you")}</span>
        </li>
        {Array.from({ length: count - 1 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
          <li key={i} className="seat-row">
            <span className="seat-n" aria-hidden="true">
              {i + 2}
            </span>
            <label className="field grow">
              <span className="visually-hidden">{t("setup.seat", { n: i + 2 })}</span>
              <select
                aria-label={t("setup.seat", { n: i + 2 })}
                value={others[i]}
                onChange={(e) =>
                  setOthers((o) => o.map((x, j) => (j === i ? (e.target.value as SeatChoice) : x)))
                }
              >
                <option value="open">{t("online.openSeat")}</option>
                <BotLevelOptions />
              </select>
            </label>
          </li>
        ))}
      </ol>
      <GameOptions options={options} set={setOptions} />
      <TurnTimerField value={clock} onChange={setClock} />
      <AwayRuleField
        action={awayAction}
        grace={awayGrace}
        onAction={setAwayAction}
        onGrace={setAwayGrace}
      />
      <label className="check">
        <input
          type="checkbox"
          checked={visibility === "public"}
          onChange={(e) => setVisibility(e.target.checked ? "public" : "private")}
        />
        <span>{t("online.public")}</span>
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={startRace}
          onChange={(e) => setStartRace(e.target.checked)}
          data-testid="start-race"
        />
        <span>{t("online.startRace")}</span>
      </label>
      {problem !== null ? (
        <p className="error" role="alert">
          {problem}
        </p>
      ) : null}
      <button
        type="submit"
        className="button primary big"
        {...why.button}
        disabled={busy || why.button.disabled}
        data-testid="create-table"
      >
        {busy ? t("online.creating") : t("online.create")}
      </button>
      {why.note}
    </form>
  );
}

export default function OnlinePage({ game }: { game: GameId | null }) {
  const { t } = useTranslation();
  return (
    <div className="page narrow online">
      <h1>{t("online.title")}</h1>
      {game !== null ? (
        <CreateTable key={game} game={game} />
      ) : (
        <section className="panel stack">
          <h2>{t("online.create")}</h2>
          <div className="row wrap">
            {GAME_IDS.map((id) => (
              <a key={id} className="button" href={href({ page: "online", game: id })}>
                {t(`games.${id}.title`)}
              </a>
            ))}
          </div>
        </section>
      )}
      <MyTables headingId="my-tables-title" />
      <section className="panel">
        <h2>{t("online.joinTitle")}</h2>
        <JoinByCode />
      </section>
      <section className="panel">
        <h2>{t("online.publicTables")}</h2>
        <PublicTables />
      </section>
    </div>
  );
}
