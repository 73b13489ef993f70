// Online takeback (docs/online.md, "Takeback"): the seated player's "Take back" with a
// confirmation of what will be undone; for every other person at the table an agree/decline
// prompt; for everyone (spectators too) the request's outcome. The server decides; this only
// shows its latest TakebackInfo while the table is still at the position it speaks of.

import type { ProtocolError, TakebackInfo } from "@number-games/protocol";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmFirst } from "../../ui/ConfirmFirst";

type Reply = { ok: true } | { ok: false; error: ProtocolError };

/** The "Take back" button and its confirmation (the asker's side). */
export function TakebackButton({
  disabled,
  onAsk,
}: {
  disabled: boolean;
  onAsk: () => Promise<Reply>;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmFirst
      label={`↶ ${t("onlineTakeback.takeback")}`}
      question={t("onlineTakeback.confirm")}
      confirm={t("onlineTakeback.ask")}
      cancel={t("onlineTakeback.cancel")}
      onConfirm={onAsk}
      disabled={disabled}
      buttonClass="button"
      confirmClass="button primary"
      testIds={{
        button: "online-takeback",
        confirm: "online-takeback-ask",
        cancel: "online-takeback-cancel",
        question: "online-takeback-confirm",
      }}
    />
  );
}

/** Whether `info` is a request still waiting for answers at the position `seq`. */
export function openAt(info: TakebackInfo | undefined, seq: number | null): boolean {
  return info !== undefined && info.outcome === "open" && info.seq === seq;
}

/**
 * The request and its outcome as this viewer may act on it: a prompt to agree or decline for
 * the other people, a waiting note for the asker and those who agreed, the outcome for all.
 */
export function TakebackNews({
  info,
  seq,
  mySeat,
  names,
  onAnswer,
}: {
  info: TakebackInfo | undefined;
  /** The seq of the latest frame: the news is about this position only. */
  seq: number | null;
  /** This viewer's seat, null for a spectator. */
  mySeat: number | null;
  names: readonly string[];
  onAnswer: (agree: boolean) => Promise<Reply>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const agreeRef = useRef<HTMLButtonElement>(null);
  const open = openAt(info, seq);
  const mayAnswer =
    open && mySeat !== null && info!.by !== mySeat && !info!.agreed.includes(mySeat);
  const promptKey = mayAnswer ? `${info!.by}:${info!.seq}` : null;
  useEffect(() => {
    // The question comes to the keyboard: focus moves to its first answer once.
    if (promptKey !== null) agreeRef.current?.focus();
  }, [promptKey]);
  if (info === undefined || info.seq !== seq) return null;
  const asker = names[info.by] ?? t("play.seatOf", { n: info.by + 1 });
  let text: string;
  if (info.outcome === "open") {
    text =
      info.by === mySeat
        ? t("onlineTakeback.waiting")
        : mySeat !== null && info.agreed.includes(mySeat)
          ? t("onlineTakeback.agreedWaiting", { name: asker })
          : t("onlineTakeback.asks", { name: asker });
  } else if (info.outcome === "declined") {
    const decliner =
      info.decliner === undefined
        ? ""
        : (names[info.decliner] ?? t("play.seatOf", { n: info.decliner + 1 }));
    text = t("onlineTakeback.declined", { name: decliner });
  } else if (info.outcome === "cancelled") {
    text = t("onlineTakeback.cancelled", { name: asker });
  } else {
    text = t("onlineTakeback.done", { name: asker });
  }
  return (
    <div className="takeback-news stack" data-testid="online-takeback-news">
      <p role="status" aria-live="polite">
        {text}
      </p>
      {mayAnswer ? (
        <fieldset className="resign-confirm">
          <legend className="visually-hidden">{text}</legend>
          <div className="row wrap">
            <button
              ref={agreeRef}
              type="button"
              className="button primary"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                await onAnswer(true);
                setBusy(false);
              }}
              data-testid="online-takeback-agree"
            >
              {t("onlineTakeback.agree")}
            </button>
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                await onAnswer(false);
                setBusy(false);
              }}
              data-testid="online-takeback-decline"
            >
              {t("onlineTakeback.decline")}
            </button>
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
