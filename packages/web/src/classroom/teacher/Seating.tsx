// Seating the class from the teacher's page: the computer players' level for short tables,
// seat everyone (at random, or as the teacher arranges them: the arrangement, Arrange.tsx,
// opens where the tables will be, SeatingArrange), and the students who came after the
// seating at a new table.

import { GAMES } from "@number-games/engine";
import type { ClassDashboard, SeatBotLevel } from "@number-games/protocol";
import { useTranslation } from "react-i18next";
import { BotLevelOptions } from "../../online/TurnTimer";
import { proposeGroups } from "../groups";
import { Arrange } from "./Arrange";

export type Fill = "none" | SeatBotLevel;

export interface SeatingActions {
  seatRandom(): void;
  /** Opens the teacher's own arrangement of the tables (proposed first). */
  arrange(groups: string[][]): void;
  /** Answers whether the tables were made (the arrangement then closes). */
  seatGroups(groups: string[][]): Promise<boolean>;
  seatLate(studentIds: string[]): void;
}

export function Seating({
  d,
  fill,
  setFill,
  busy,
  actions,
}: {
  d: ClassDashboard;
  fill: Fill;
  setFill: (f: Fill) => void;
  busy: boolean;
  actions: SeatingActions;
}) {
  const { t } = useTranslation();
  const g = GAMES[d.class.game];
  const waiting = d.students.filter((s) => s.status === "waiting");
  return (
    <>
      <label className="field">
        <span>{t("classroom.fill")}</span>
        <select value={fill} onChange={(e) => setFill(e.target.value as Fill)} data-testid="fill">
          <option value="none">{t("classroom.fillNone")}</option>
          <BotLevelOptions />
        </select>
      </label>
      {!d.class.seated ? (
        <p className="row wrap">
          <button
            type="button"
            className="button primary big"
            disabled={busy || waiting.length === 0}
            onClick={actions.seatRandom}
            data-testid="seat-everyone"
          >
            {t("classroom.seatEveryone", { count: waiting.length })}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy || waiting.length === 0}
            onClick={() =>
              actions.arrange(
                proposeGroups(
                  waiting.map((s) => s.id),
                  d.class.tableSize,
                  g.maxPlayers,
                  g.minPlayers,
                ),
              )
            }
            data-testid="arrange"
          >
            {t("classroom.arrange")}
          </button>
        </p>
      ) : waiting.length > 0 ? (
        <p className="row wrap">
          <span>{t("classroom.lateJoiners", { count: waiting.length })}</span>
          <button
            type="button"
            className="button primary"
            disabled={busy}
            onClick={() => actions.seatLate(waiting.map((s) => s.id).slice(0, g.maxPlayers))}
            data-testid="seat-waiting"
          >
            {t("classroom.seatLate")}
          </button>
        </p>
      ) : null}
    </>
  );
}

/** The teacher's arrangement of the tables, open until they are seated or it is cancelled. */
export function SeatingArrange({
  d,
  groups,
  setGroups,
  busy,
  actions,
}: {
  d: ClassDashboard;
  groups: string[][];
  setGroups: (g: string[][] | null) => void;
  busy: boolean;
  actions: SeatingActions;
}) {
  const studentsById = new Map(d.students.map((s) => [s.id, s]));
  return (
    <Arrange
      groups={groups}
      setGroups={setGroups}
      nameOf={(id) => studentsById.get(id)?.name ?? id}
      onSeat={() => void actions.seatGroups(groups).then((done) => done && setGroups(null))}
      onCancel={() => setGroups(null)}
      busy={busy}
    />
  );
}
