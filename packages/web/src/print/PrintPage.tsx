// The print page: choose a game, paper, language and parts, get a PDF to print (cards,
// tokens, score sheet, rules). The form and the rules preview load with the page; the PDF
// code (pdf-lib, fonts) loads only when someone presses the button (makePdf.ts).

import type { GameId } from "@number-games/engine";
import type { Language, Paper, Part, PrintOptions } from "@number-games/print/options";
import {
  DEFAULT_SHEET_PLAYERS,
  GAME_PARTS,
  LANGUAGES,
  PAPERS,
  parsePrintOptions,
} from "@number-games/print/options";
import type { RuleSheet } from "@number-games/print/rules";
import { RULE_SHEETS } from "@number-games/print/rules";
import type { FormEvent } from "react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DEFAULT_GAME, GAME_FACTS } from "../games/ids";
import { GAME_IDS } from "../games/registry";
import { currentLanguage, LANGUAGE_NAMES } from "../i18n";
import { loadPrefs } from "../local/prefs";
import { downloadBlob } from "../play/download";
import { useLearningAids } from "../play/learning";
import { navigate } from "../router";
import { Segmented } from "../ui/Segmented";
import { useWhyDisabled } from "../ui/Why";
import { printIntroKey, printTitleKey } from "./title";

const PLAYER_COLUMNS = [2, 3, 4, 5, 6, 7, 8] as const;

type Status =
  | { readonly kind: "idle" }
  | { readonly kind: "making" }
  | { readonly kind: "done"; readonly file: string; readonly pages: number; readonly blob: Blob }
  | { readonly kind: "failed"; readonly message: string };

function RulesPreview({ sheet, lang }: { sheet: RuleSheet; lang: Language }) {
  return (
    <div lang={lang === "zh" ? "zh-Hans" : "en"} className="stack">
      <p className="muted small">{sheet.players}</p>
      <p>
        <strong>{sheet.goal}</strong>
      </p>
      {sheet.sections.map((s) => (
        <section key={s.heading}>
          <h3>{s.heading}</h3>
          {s.blocks.map((b, i) =>
            typeof b === "string" ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks are fixed text in order
              <p key={i}>{b}</p>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks are fixed text in order
              <ul key={i}>
                {b.bullets.map((x) => (
                  <li key={x}>{x}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </div>
  );
}

export default function PrintPage({ game }: { game: GameId | null }) {
  const { t } = useTranslation();
  const chosen = game ?? DEFAULT_GAME;
  const [paper, setPaper] = useState<Paper>("a4");
  const [lang, setLang] = useState<Language>(currentLanguage());
  const [parts, setParts] = useState<readonly Part[]>(GAME_PARTS[chosen]);
  // Learning aids start as this device's boards show them (a class's teacher sets them for
  // the class): on unless someone turned them off.
  const aids = useLearningAids() ?? loadPrefs();
  const [pinyin, setPinyin] = useState(aids.pinyin);
  const [arabic, setArabic] = useState(aids.arabic);
  const [players, setPlayers] = useState<number>(DEFAULT_SHEET_PLAYERS);
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  // A new game: all of its parts, and forget the last PDF.
  useEffect(() => {
    setParts(GAME_PARTS[chosen]);
    setStatus({ kind: "idle" });
  }, [chosen]);

  const has: readonly Part[] = GAME_PARTS[chosen];
  const picked = has.filter((p) => parts.includes(p));
  const request = parsePrintOptions({
    game: chosen,
    paper,
    lang,
    what: picked.join(","),
    pinyin,
    arabic,
    players,
  });
  const why = useWhyDisabled(
    picked.length === 0 ? t("forms.sheetFirst") : !request.ok ? t("forms.fixRequest") : null,
  );

  const make = async (e: FormEvent) => {
    e.preventDefault();
    if (!request.ok || picked.length === 0) return;
    const options: PrintOptions = request.value;
    setStatus({ kind: "making" });
    try {
      const { makePdf } = await import("./makePdf");
      const { blob, filename, pages } = await makePdf(options);
      downloadBlob(filename, blob);
      setStatus({ kind: "done", file: filename, pages, blob });
    } catch (err) {
      setStatus({ kind: "failed", message: (err as Error).message });
    }
  };

  const toggle = (p: Part, on: boolean) =>
    setParts(on ? [...parts, p] : parts.filter((x) => x !== p));

  return (
    <div className="page narrow print-page">
      <h1>{t(printTitleKey(chosen))}</h1>
      <p className="muted">{t(printIntroKey(chosen))}</p>
      <form onSubmit={make} className="panel stack" aria-busy={status.kind === "making"}>
        <Segmented
          legend={t("print.game")}
          options={GAME_IDS}
          value={chosen}
          onChange={(g) => navigate({ page: "print", game: g }, { replace: true })}
          label={(g) => t(`games.${g}.title`)}
        />
        <Segmented
          legend={t("print.paper")}
          options={PAPERS}
          value={paper}
          onChange={setPaper}
          label={(p) => t(`print.${p}`)}
        />
        <Segmented
          legend={t("print.language")}
          options={LANGUAGES}
          value={lang}
          onChange={setLang}
          label={(l) => LANGUAGE_NAMES[l]}
        />
        <fieldset className="field">
          <legend>{t("print.parts")}</legend>
          {has.map((p) => (
            <label key={p} className="check">
              <input
                type="checkbox"
                checked={parts.includes(p)}
                onChange={(e) => toggle(p, e.target.checked)}
              />
              <span>{t(`print.part.${p}`)}</span>
            </label>
          ))}
        </fieldset>
        {GAME_FACTS[chosen].numeralAids && picked.includes("cards") ? (
          <>
            <label className="check">
              <input
                type="checkbox"
                checked={pinyin}
                onChange={(e) => setPinyin(e.target.checked)}
              />
              <span>{t("print.pinyin")}</span>
            </label>
            <label className="check">
              <input
                type="checkbox"
                checked={arabic}
                onChange={(e) => setArabic(e.target.checked)}
              />
              <span>{t("print.arabic")}</span>
            </label>
          </>
        ) : null}
        {picked.includes("sheet") ? (
          <Segmented
            legend={t("print.players")}
            options={PLAYER_COLUMNS}
            value={players as (typeof PLAYER_COLUMNS)[number]}
            onChange={setPlayers}
          />
        ) : null}
        {picked.includes("cards") ? <p className="hint">{t("print.cutHint")}</p> : null}
        {picked.includes("sheet") ? <p className="hint">{t("print.sheetHint")}</p> : null}
        {picked.length === 0 ? <p className="hint">{t("print.nothing")}</p> : null}
        {!request.ok ? (
          <p className="error" role="alert">
            {request.error.message}
          </p>
        ) : null}
        {status.kind === "failed" ? (
          <p className="error" role="alert">
            {t("print.failed", { message: status.message })}
          </p>
        ) : null}
        <button
          type="submit"
          className="button primary big"
          data-testid="make-pdf"
          {...why.button}
          disabled={status.kind === "making" || why.button.disabled}
        >
          {status.kind === "making" ? t("print.making") : t("print.make")}
        </button>
        {why.note}
        {status.kind === "done" ? (
          <p role="status">
            {t("print.done", { file: status.file, pages: status.pages })}{" "}
            <button
              type="button"
              className="button small ghost"
              onClick={() => downloadBlob(status.file, status.blob)}
            >
              {t("print.again")}
            </button>
          </p>
        ) : null}
      </form>
      <section className="panel stack print-rules" aria-labelledby="print-rules-title">
        <h2 id="print-rules-title">{t("print.rulesPreview")}</h2>
        <RulesPreview sheet={RULE_SHEETS[lang][chosen]} lang={lang} />
      </section>
    </div>
  );
}
