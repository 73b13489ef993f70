// A button that asks first: pressed, it turns into its question (a fieldset whose legend says
// what will happen) with a confirm and a way back. Focus follows the question: to the way back
// when asked, back to the button after. Online "Resign" and "Take back" (online/table/).

import type { ReactNode } from "react";
import { useEffect, useRef, useState } from "react";

export function ConfirmFirst({
  label,
  question,
  confirm,
  cancel,
  onConfirm,
  disabled = false,
  buttonClass,
  confirmClass,
  testIds,
}: {
  /** The button's own text. */
  label: ReactNode;
  /** The question: what confirming will do. */
  question: string;
  confirm: string;
  cancel: string;
  onConfirm: () => Promise<unknown>;
  /**
   * Neither the button nor the question's confirm can be used now (offline, say); a question
   * already open stays open, so the answer can be given once it can be sent.
   */
  disabled?: boolean;
  buttonClass: string;
  confirmClass: string;
  testIds: { button: string; confirm: string; cancel: string; question?: string };
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const back = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) back.current?.focus();
    else if (wasAsking.current) first.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  if (!asking) {
    return (
      <button
        ref={first}
        type="button"
        className={buttonClass}
        disabled={disabled}
        onClick={() => setAsking(true)}
        data-testid={testIds.button}
      >
        {label}
      </button>
    );
  }
  return (
    <fieldset className="resign-confirm" data-testid={testIds.question}>
      <legend>{question}</legend>
      <div className="row wrap">
        <button
          type="button"
          className={confirmClass}
          disabled={busy || disabled}
          onClick={async () => {
            setBusy(true);
            await onConfirm();
            setBusy(false);
            setAsking(false);
          }}
          data-testid={testIds.confirm}
        >
          {confirm}
        </button>
        <button
          ref={back}
          type="button"
          className="button"
          onClick={() => setAsking(false)}
          data-testid={testIds.cancel}
        >
          {cancel}
        </button>
      </div>
    </fieldset>
  );
}
