// The lobby's optional start race (seated players answer a sum; the first right answer starts).

import type { TableInfo } from "@number-games/protocol";
import type { FormEvent } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useWhyDisabled } from "../../ui/Why";
import { api } from "../api";
import { useApiErrorText } from "../apiErrorText";

/** The optional start race: seated players answer 17 × 34; the first right answer starts. */
export function StartRace({
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
  const why = useWhyDisabled(answer.trim() === "" ? t("forms.answerFirst") : null);
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
        {...why.button}
        disabled={busy || why.button.disabled}
        data-testid="race-submit"
      >
        {t("online.raceSubmit")}
      </button>
      {why.note}
      {problem !== null ? (
        <p className="error" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
