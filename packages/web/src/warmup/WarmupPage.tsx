// The warm-up (docs/classroom.md): twelve Chinese number cards 一 … 三十六, each with its
// pinyin (can be hidden) and its sound, and four values to choose from. A wrong answer shows
// the right one; the end shows the score and offers another round. Made for students waiting
// for their table, and for anyone learning the numbers before a game of Take or Pay.

import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLearningAids } from "../play/learning";
import { href } from "../router";
import { numeral, numeralPinyin, sayNumeral, useChineseVoice } from "./numerals";
import type { Question } from "./questions";
import { makeQuestions, QUESTIONS } from "./questions";

type Answer = { readonly chosen: number; readonly right: boolean };

/**
 * The warm-up page; inside a class's waiting screen (`inClass`) it reports each finished
 * round with `onDone` (the teacher sees who finished) and offers no way off the page.
 */
export default function WarmupPage({
  onDone,
  inClass = false,
}: {
  /** The round's score, and the questions answered wrong (shown, chosen) for the teacher. */
  onDone?: (
    score: number,
    total: number,
    misses: readonly { shown: number; chosen: number }[],
  ) => void;
  inClass?: boolean;
} = {}) {
  const { t } = useTranslation();
  const [questions, setQuestions] = useState<Question[]>(() =>
    makeQuestions(QUESTIONS, Math.random),
  );
  const [answers, setAnswers] = useState<readonly Answer[]>([]);
  // In a class, pinyin starts as the teacher set it for the games.
  const [pinyin, setPinyin] = useState(useLearningAids()?.pinyin ?? true);
  const voice = useChineseVoice();
  const at = answers.length;
  const done = at >= questions.length;
  const q = questions[Math.min(at, questions.length - 1)]!;
  const last = answers.at(-1);
  const score = answers.filter((a) => a.right).length;

  const choose = (v: number) => {
    if (done) return;
    const next = [...answers, { chosen: v, right: v === q.n }];
    setAnswers(next);
    if (next.length === questions.length) {
      const misses = next.flatMap((a, i) =>
        a.right ? [] : [{ shown: questions[i]!.n, chosen: a.chosen }],
      );
      onDone?.(next.filter((a) => a.right).length, questions.length, misses);
    }
  };
  const again = () => {
    setAnswers([]);
    setQuestions(makeQuestions(QUESTIONS, Math.random));
  };

  return (
    <div className={inClass ? "stack warmup" : "page narrow stack warmup"}>
      {inClass ? <h2>{t("warmup.title")}</h2> : <h1>{t("warmup.title")}</h1>}
      <p>{t("warmup.intro")}</p>
      <label className="check">
        <input type="checkbox" checked={pinyin} onChange={(e) => setPinyin(e.target.checked)} />
        <span>{t("warmup.showPinyin")}</span>
      </label>
      {last !== undefined ? (
        <p className={last.right ? "ok" : "error"} role="status" data-testid="feedback">
          {last.right
            ? t("warmup.right")
            : t("warmup.wrong", {
                card: numeral(questions[at - 1]!.n),
                n: questions[at - 1]!.n,
              })}
        </p>
      ) : null}
      {done ? (
        <section className="panel stack" data-testid="warmup-done">
          <h2>{t("warmup.done", { score, total: questions.length })}</h2>
          <p className="row wrap">
            <button type="button" className="button primary" onClick={again}>
              {t("warmup.again")}
            </button>
            {inClass ? null : (
              <a className="button" href={href({ page: "home" })}>
                {t("app.backHome")}
              </a>
            )}
          </p>
        </section>
      ) : (
        <section className="panel stack" aria-labelledby="warmup-q">
          <p className="muted small" id="warmup-q">
            {t("warmup.question", { i: at + 1, total: questions.length })}
          </p>
          <p className="warmup-card" lang="zh-Hans" data-testid="warmup-card">
            <span className="warmup-hz">{numeral(q.n)}</span>
            {pinyin ? <span className="warmup-py">{numeralPinyin(q.n)}</span> : null}
          </p>
          <p>
            <button
              type="button"
              className="button small ghost"
              onClick={() => void sayNumeral(q.n, numeral(q.n), voice)}
            >
              {t("warmup.hear")}
            </button>
          </p>
          <fieldset className="row wrap warmup-options">
            <legend>{t("warmup.which")}</legend>
            {q.options.map((v) => (
              <button
                key={v}
                type="button"
                className="button big"
                onClick={() => choose(v)}
                data-testid="warmup-option"
              >
                {v}
              </button>
            ))}
          </fieldset>
        </section>
      )}
    </div>
  );
}
