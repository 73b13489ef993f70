// The "your name" field of the online pages (creating a table, claiming a seat).

import { useTranslation } from "react-i18next";

export function NameField({
  value,
  onChange,
  className = "field",
}: {
  value: string;
  onChange: (name: string) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <label className={className}>
      <span>{t("online.yourName")}</span>
      <input
        value={value}
        maxLength={32}
        required
        onChange={(e) => onChange(e.target.value)}
        autoComplete="nickname"
      />
    </label>
  );
}
