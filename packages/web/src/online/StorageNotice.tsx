// The notice live players see while the server has lost its storage: moves wait, and the
// server retries by itself (storageNotice.ts has the flag).

import { useTranslation } from "react-i18next";
import { useStorageLost } from "./storageNotice";

export function StorageNotice() {
  const { t } = useTranslation();
  if (!useStorageLost()) return null;
  return (
    <p className="error" role="status" data-testid="storage-lost">
      {t("online.storageLost")}
    </p>
  );
}
