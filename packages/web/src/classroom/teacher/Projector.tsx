// What the projector shows of the teacher's page: the join code, link and QR code, and the
// teacher's own link folded away (it holds the secret, shown only when asked).

import { useTranslation } from "react-i18next";
import { copyText, ShareLink } from "../../online/table/Share";
import type { ShareTarget } from "../../online/table/shareOrigin";

export function Projector({
  code,
  target,
  joinPath,
  teacherLink,
  ended,
}: {
  code: string;
  /** Where phones reach this server, if they can (shareOrigin.ts). */
  target: ShareTarget;
  joinPath: string;
  teacherLink: string;
  ended: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="stack">
      {!ended ? (
        <ShareLink
          title={t("classroom.joinTitle")}
          code={code}
          target={target}
          path={joinPath}
          qrSize={240}
        />
      ) : null}
      <details className="panel small">
        <summary>{t("classroom.teacherLink")}</summary>
        <p className="hint">{t("classroom.teacherLinkHint")}</p>
        <p className="row wrap">
          <input
            className="grow"
            readOnly
            value={teacherLink}
            aria-label={t("classroom.teacherLink")}
          />
          <button
            type="button"
            className="button small"
            onClick={() => void copyText(teacherLink, null)}
          >
            {t("online.copy")}
          </button>
        </p>
      </details>
    </div>
  );
}
