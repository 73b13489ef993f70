// Start a class (docs/classroom.md): the teacher picks a game, its options, a table size (or
// "as even as possible"), the learning aids and optionally pastes the roster; the server
// answers the class code and the teacher's secret token, and the teacher's page opens.

import type { GameId } from "@number-games/engine";
import type { HintLanguage, TableSize } from "@number-games/protocol";
import { checkPlayerName } from "@number-games/protocol";
import type { FormEvent } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_GAME } from "../games/ids";
import { GAME_IDS, optionsInRange, WEB_GAMES } from "../games/registry";
import type { Options } from "../games/types";
import { api } from "../online/api";
import { useApiErrorText } from "../online/apiErrorText";
import type { TurnTimer } from "../online/TurnTimer";
import { TurnTimerField } from "../online/TurnTimer";
import { playerCounts } from "../play/playerCounts";
import { navigate } from "../router";
import { Segmented } from "../ui/Segmented";
import { useWhyDisabled } from "../ui/Why";
import { saveTeacherToken } from "./credentials";

/** The roster as typed (one name a line), or the first line that breaks the name rule. */
export function parseRoster(
  text: string,
): { ok: true; names: string[] } | { ok: false; line: number; name: string } {
  const names: string[] = [];
  const seen = new Set<string>();
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!.trim();
    if (raw === "") continue;
    const r = checkPlayerName(raw);
    if (!r.ok || seen.has(r.value.toLowerCase())) return { ok: false, line: i + 1, name: raw };
    seen.add(r.value.toLowerCase());
    names.push(r.value);
  }
  return { ok: true, names };
}

export default function NewClassPage() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const [game, setGame] = useState<GameId>(DEFAULT_GAME);
  const [options, setOptions] = useState<Options>(WEB_GAMES[DEFAULT_GAME].defaultOptions);
  const [size, setSize] = useState<TableSize>("even");
  const [roster, setRoster] = useState("");
  const [pinyin, setPinyin] = useState(true);
  const [arabic, setArabic] = useState(true);
  const [hintLanguage, setHintLanguage] = useState<HintLanguage>("en");
  const [clock, setClock] = useState<TurnTimer>(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const GameOptions = WEB_GAMES[game].Options;
  const sizes = playerCounts(game, options);
  const parsedRoster = parseRoster(roster);
  const optionsOk = optionsInRange(game, options);
  const why = useWhyDisabled(
    !optionsOk ? t("forms.fixOptions") : !parsedRoster.ok ? t("classroom.fixRoster") : null,
  );

  const pickGame = (g: GameId) => {
    setGame(g);
    setOptions(WEB_GAMES[g].defaultOptions);
    setSize("even");
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!optionsOk || !parsedRoster.ok) return;
    setBusy(true);
    setProblem(null);
    const r = await api.createClass({
      game,
      config: options,
      tableSize: size === "even" || sizes.includes(size) ? size : "even",
      ...(parsedRoster.names.length > 0 ? { roster: parsedRoster.names } : {}),
      settings: { pinyin, arabic, hintLanguage },
      turnClockSeconds: clock === 0 ? null : clock,
    });
    setBusy(false);
    if (!r.ok) {
      setProblem(errorText(r.error));
      return;
    }
    saveTeacherToken(r.value.classId, r.value.teacherToken);
    navigate({ page: "classTeacher", classId: r.value.classId });
  };

  return (
    <div className="page narrow classroom-new">
      <h1>{t("classroom.newTitle")}</h1>
      <p>{t("classroom.newIntro")}</p>
      <form className="panel stack" onSubmit={(e) => void submit(e)}>
        <Segmented
          legend={t("classroom.game")}
          options={GAME_IDS}
          value={game}
          onChange={pickGame}
          label={(g) => t(`games.${g}.title`)}
        />
        <GameOptions options={options} set={setOptions} />
        <Segmented<TableSize>
          legend={t("classroom.tableSize")}
          options={["even", ...sizes]}
          value={size === "even" || sizes.includes(size) ? size : "even"}
          onChange={setSize}
          label={(s) => (s === "even" ? t("classroom.even") : String(s))}
        />
        <p className="hint">{t("classroom.tableSizeHint")}</p>
        <fieldset className="field">
          <legend>{t("classroom.aids")}</legend>
          <label className="check">
            <input type="checkbox" checked={pinyin} onChange={(e) => setPinyin(e.target.checked)} />
            <span>{t("top.showPinyin")}</span>
          </label>
          <label className="check">
            <input type="checkbox" checked={arabic} onChange={(e) => setArabic(e.target.checked)} />
            <span>{t("top.showArabic")}</span>
          </label>
        </fieldset>
        <Segmented<HintLanguage>
          legend={t("classroom.hintLanguage")}
          options={["en", "zh"]}
          value={hintLanguage}
          onChange={setHintLanguage}
          label={(l) => (l === "en" ? "English" : "简体中文")}
        />
        <TurnTimerField value={clock} onChange={setClock} />
        <div className="field">
          <label htmlFor="class-roster">{t("classroom.roster")}</label>
          <textarea
            id="class-roster"
            rows={6}
            value={roster}
            onChange={(e) => setRoster(e.target.value)}
            placeholder={t("classroom.rosterPlaceholder")}
            aria-invalid={!parsedRoster.ok}
            aria-describedby={!parsedRoster.ok ? "class-roster-problem" : "class-roster-hint"}
            data-testid="roster"
          />
          {!parsedRoster.ok ? (
            <span id="class-roster-problem" className="error small" role="alert">
              {t("classroom.badRosterLine", { line: parsedRoster.line, name: parsedRoster.name })}
            </span>
          ) : (
            <span id="class-roster-hint" className="hint">
              {t("classroom.rosterHint")}
            </span>
          )}
        </div>
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
          data-testid="create-class"
        >
          {busy ? t("online.creating") : t("classroom.create")}
        </button>
        {why.note}
      </form>
    </div>
  );
}
