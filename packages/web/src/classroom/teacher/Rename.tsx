// Renaming a student from the teacher's list (issue #23, item 5: names can be changed before
// they are projected): the name field with the join's rule as the teacher types, and the
// server's refusal (an impersonating name, one someone has) beside it, the name unchanged.

import type { DashboardStudent } from "@number-games/protocol";
import type { FormEvent } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { checkName, NameField } from "../../online/NameField";

/** Answers the refusal's words, or null once renamed. */
export type RenameAction = (s: DashboardStudent, name: string) => Promise<string | null>;

export function RenameForm({
  s,
  onRename,
  onClose,
}: {
  s: DashboardStudent;
  onRename: RenameAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(s.name);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const checked = checkName(name);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!checked.ok) return;
    setBusy(true);
    const refused = await onRename(s, checked.value);
    setBusy(false);
    if (refused === null) onClose();
    else setProblem(refused);
  };
  return (
    <form className="stack class-rename" onSubmit={(e) => void submit(e)} data-testid="rename-form">
      <NameField
        value={name}
        label={t("projector.renameLabel", { name: s.name })}
        onChange={(n) => {
          setName(n);
          setProblem(null);
        }}
      />
      <p className="row wrap">
        <button
          type="submit"
          className="button small primary"
          disabled={busy || !checked.ok}
          data-testid="rename-save"
        >
          {t("projector.renameSave")}
        </button>
        <button type="button" className="button small" onClick={onClose}>
          {t("projector.renameCancel")}
        </button>
      </p>
      {problem !== null ? (
        <p className="error small" role="alert" data-testid="rename-problem">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
