// Choices shared by the online pages (a table's creation, a class's start): the turn timer,
// what happens when a player leaves, and the computer players' levels as a select's options.

import type { AwayAction } from "@number-games/protocol";
import { AWAY_ACTIONS } from "@number-games/protocol/light";
import { useTranslation } from "react-i18next";
import { BOT_LEVEL_NAMES } from "../local/seats";
import { Segmented } from "../ui/Segmented";

/** The turn timers offered (seconds; 0 = off): a computer player plays a turn that runs out. */
export const TURN_TIMERS = [0, 30, 60, 180] as const;
export type TurnTimer = (typeof TURN_TIMERS)[number];

export function TurnTimerField({
  value,
  onChange,
}: {
  value: TurnTimer;
  onChange: (s: TurnTimer) => void;
}) {
  const { t } = useTranslation();
  return (
    <Segmented
      legend={t("online.turnTimer")}
      options={TURN_TIMERS}
      value={value}
      onChange={onChange}
      label={(s) =>
        s === 0
          ? t("online.timerOff")
          : s < 60
            ? t("online.timerSeconds", { n: s })
            : t("online.timerMinutes", { n: s / 60 })
      }
    />
  );
}

/** How long a player may be away before the others may act (seconds). */
export const AWAY_GRACES = [60, 180, 600] as const;
export type AwayGrace = (typeof AWAY_GRACES)[number];

/** The table's rule for a player who leaves (docs/protocol.md, "Presence"), and after how long. */
export function AwayRuleField({
  action,
  grace,
  onAction,
  onGrace,
}: {
  action: AwayAction;
  grace: AwayGrace;
  onAction: (a: AwayAction) => void;
  onGrace: (s: AwayGrace) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Segmented
        legend={t("away.ruleTitle")}
        options={AWAY_ACTIONS}
        value={action}
        onChange={onAction}
        label={(a) => (a === "computer" ? t("away.ruleComputer") : t("away.ruleClaim"))}
      />
      <Segmented
        legend={t("away.graceTitle")}
        options={AWAY_GRACES}
        value={grace}
        onChange={onGrace}
        label={(s) => t("away.graceMinutes", { n: s / 60 })}
      />
    </>
  );
}

/** `<option>`s of the computer players' levels ("Computer (Medium)"). */
export function BotLevelOptions() {
  const { t } = useTranslation();
  return (
    <>
      {BOT_LEVEL_NAMES.map((l) => (
        <option key={l} value={l}>
          {t("online.botSeat", { level: t(`levels.${l}`) })}
        </option>
      ))}
    </>
  );
}
