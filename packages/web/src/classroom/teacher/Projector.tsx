// The class's join code, link and QR code on the teacher's page, the link that opens the
// projector view in another window (ProjectorPage.tsx), and the teacher's own link folded away
// (it holds the secret, shown only when asked).

import { useTranslation } from "react-i18next";
import { copyText, ShareLink } from "../../online/table/Share";
import type { ShareTarget } from "../../online/table/shareOrigin";
import { href } from "../../router";

/** The link to the projector view, opening a second window (its word says what it shows). */
export function OpenProjector({ classId }: { classId: string }) {
  const { t } = useTranslation();
  return (
    <a
      className="button primary small"
      href={href({ page: "classProjector", classId })}
      target="_blank"
      rel="noopener"
      title={t("projector.openHint")}
      data-testid="open-projector"
    >
      {t("projector.open")}
    </a>
  );
}

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
          linkLabel={t("classroom.classLink")}
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
