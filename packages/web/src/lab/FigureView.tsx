// One figure of a report as the CLI's HTML report shows it: title, what it shows, what it
// rests on, the chart and the table (cells as the CLI writes them: intervals as
// "value [low, high]", proportions as percentages where the table says). Its title is
// translated by figure id, its chart's and table's words by figureText.ts, its description
// and basis by figureDescription.ts.

import type { Figure, Table } from "@number-games/bots";
import { cellText } from "@number-games/bots/draw";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { basisZh, descriptionZh } from "./figureDescription";
import type { Translate } from "./figureText";
import { figureInLanguage } from "./figureText";
import { PlotChart } from "./PlotChart";

function FigureTable({ table, label }: { table: Table; label: string }) {
  const pct = new Set(table.percent ?? []);
  return (
    // Wide tables scroll sideways on a phone; the region takes focus so keys can scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
    <section className="lab-table" aria-label={label} tabIndex={0}>
      <table className="result-table" data-testid="lab-table">
        <thead>
          <tr>
            {table.columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in a fixed table
            <tr key={r}>
              {row.map((c, i) =>
                i === 0 ? (
                  <th key={table.columns[i]} scope="row">
                    {cellText(c, pct.has(table.columns[i]!))}
                  </th>
                ) : (
                  <td key={table.columns[i]}>{cellText(c, pct.has(table.columns[i]!))}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function FigureView({ figure, english }: { figure: Figure; english: boolean }) {
  const { t, i18n } = useTranslation();
  const f = useMemo(
    () =>
      english ? figure : figureInLanguage(figure, t as unknown as Translate, (k) => i18n.exists(k)),
    [figure, english, t, i18n],
  );
  const id = useId();
  const key = `lab.figure.${f.id}`;
  const title = i18n.exists(key) ? (t(key as never) as string) : f.title;
  // In Chinese the report's sentences are matched to their translations (figureDescription.ts);
  // one that is not is shown as the report has it, marked as English for screen readers and fonts.
  const bot = (name: string) => {
    const [level, budget] = name.split("@");
    const key = `levels.${level}`;
    if (!i18n.exists(key)) return name;
    return `${t(key as never) as string}级${budget === undefined ? "" : `（${budget}）`}`;
  };
  const description = english ? null : descriptionZh(f.description, bot);
  const basis = english ? null : basisZh(f.basis, bot);
  const lang = (translated: string | null) => (english || translated !== null ? undefined : "en");
  return (
    <section className="panel lab-figure" aria-labelledby={id} data-figure={f.id}>
      <h2 id={id}>{title}</h2>
      <p lang={lang(description)} data-testid="lab-description">
        {description ?? f.description}
      </p>
      <p className="muted small" data-testid="lab-basis">
        {f.games > 0 ? t("lab.restsOn", { count: f.games.toLocaleString() }) : t("lab.exact")}{" "}
        <span lang={lang(basis)}>{basis ?? f.basis}</span>
      </p>
      {f.chart !== undefined ? (
        <PlotChart chart={f.chart} label={t("lab.figureChart", { title })} />
      ) : null}
      {f.table !== undefined ? (
        <FigureTable table={f.table} label={t("lab.figureTable", { title })} />
      ) : null}
    </section>
  );
}
