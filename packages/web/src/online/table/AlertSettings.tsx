// The player's choice of "your turn" alerts on an online table (online/table/alerts.ts): a
// tone, and a notification when the tab is hidden. Ticking the notification asks the
// browser's permission then, and says so when the browser refuses.

import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AlertPrefs } from "./alerts";
import { saveAlertPrefs } from "./alerts";

export function AlertSettings({
  prefs,
  onChange,
}: {
  prefs: AlertPrefs;
  onChange: (p: AlertPrefs) => void;
}) {
  const { t } = useTranslation();
  const [denied, setDenied] = useState(false);
  const set = (p: AlertPrefs) => {
    saveAlertPrefs(p);
    onChange(p);
  };
  const notify = async (on: boolean) => {
    if (!on || typeof Notification === "undefined") {
      set({ ...prefs, notify: false });
      setDenied(on);
      return;
    }
    const answer =
      Notification.permission === "default"
        ? await Notification.requestPermission()
        : Notification.permission;
    setDenied(answer !== "granted");
    set({ ...prefs, notify: answer === "granted" });
  };
  return (
    <fieldset className="alert-settings row wrap">
      <legend className="small muted">{t("alerts.title")}</legend>
      <label className="check small">
        <input
          type="checkbox"
          checked={prefs.sound}
          onChange={(e) => set({ ...prefs, sound: e.target.checked })}
          data-testid="alert-sound"
        />
        <span>{t("alerts.sound")}</span>
      </label>
      <label className="check small">
        <input
          type="checkbox"
          checked={prefs.notify}
          onChange={(e) => void notify(e.target.checked)}
          data-testid="alert-notify"
        />
        <span>{t("alerts.notify")}</span>
      </label>
      {denied ? (
        <p className="small error" role="status">
          {t("alerts.denied")}
        </p>
      ) : null}
    </fieldset>
  );
}
