// The seconds left to act, counted down on this device from the frame's deadline.

import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

export function Deadline({ at }: { at: number }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const s = Math.max(0, Math.round((at - now) / 1000));
  return (
    <p className="muted small" aria-live="off">
      {t("online.clock", { s })}
    </p>
  );
}
