// The classroom benchmark's lesson (class.ts): N classes of S students, each student a device
// (class-student.ts) on one of the servers, each class seated at random tables of T; at every
// table one student's phone dies on their turn once the table has passed `leaveAtSeq`, and
// the teacher rescues them (class-rescue.ts), the paths taking turns by table number. The
// lesson is over when every table has finished its game and every rescue has ended.

import { Rng } from "@number-games/engine";
import type { ApiClient, ClassDashboard } from "@number-games/protocol";
import { createApiClient } from "@number-games/protocol";
import type { Rescue, RescuePath } from "./class-rescue";
import { ok, RESCUE_PATHS, rescue, Teacher } from "./class-rescue";
import type { Tally } from "./class-student";
import { Device } from "./class-student";

export interface LessonOptions {
  readonly classes: number;
  readonly students: number;
  readonly size: number;
  readonly thinkMs: number;
  /** A table's seq after which its leaver's phone dies (on their next turn). */
  readonly leaveAtSeq: number;
  readonly graceSeconds: number;
  /** Bounds the whole game (setup not counted). */
  readonly timeoutMs: number;
}

/** What the verification reads: every class's teacher, devices by student id, the rescues. */
export interface Lesson {
  readonly api: ApiClient;
  readonly teachers: Teacher[];
  readonly devices: Map<string, Device>;
  readonly rescues: Rescue[];
  /** Seconds from the first seating to the last table's end. */
  seconds: number;
  /** When the last class was seated (performance.now()): the lesson's start is over. */
  allSeatedAt: number;
}

/** The rescue path of a table (numbered from 1): they take turns. */
export const pathOf = (tableNumber: number): RescuePath =>
  RESCUE_PATHS[(tableNumber - 1) % RESCUE_PATHS.length]!;

export async function runLesson(
  urls: readonly string[],
  opts: LessonOptions,
  tally: Tally,
): Promise<Lesson> {
  const api = createApiClient(urls[0]!);
  const rng = Rng.fromSeed("bench-class");
  const lesson: Lesson = {
    api,
    teachers: [],
    devices: new Map(),
    rescues: [],
    seconds: 0,
    allSeatedAt: 0,
  };
  const pending: Promise<void>[] = [];
  let t0: number | null = null;
  for (let k = 0; k < opts.classes; k++) {
    const created = ok(
      await api.createClass({ body: { game: "take-or-pay", tableSize: opts.size } }),
      "create class",
    );
    const teacher = await Teacher.open(api, urls[k % urls.length]!, created);
    lesson.teachers.push(teacher);
    ok(
      await api.classGrace({
        id: created.classId,
        token: created.teacherToken,
        body: { graceSeconds: opts.graceSeconds },
      }),
      "grace time",
    );
    for (let s = 0; s < opts.students; s++) {
      const name = `S${k}-${s}`;
      const joined = ok(await api.joinClass({ ref: created.code, body: { name } }), name);
      const device = await Device.open({
        url: urls[(k + s) % urls.length]!,
        classId: created.classId,
        studentId: joined.studentId,
        token: joined.studentToken,
        label: name,
        thinkMs: opts.thinkMs,
        rng,
        tally,
      });
      lesson.devices.set(joined.studentId, device);
    }
    t0 ??= performance.now();
    const seated = ok(
      await api.seatClass({
        id: created.classId,
        token: created.teacherToken,
        body: { mode: "random", seed: `bench-${k}` },
      }),
      "seat the class",
    );
    for (const table of seated.tables) {
      // The leaver: a student's seat, a different one from table to table.
      const humans = table.seats.filter((s) => s.studentId !== null);
      const leaver = humans[table.tableNumber % humans.length];
      if (leaver === undefined) continue;
      const name = seated.students.find((s) => s.id === leaver.studentId)!.name;
      const r: Rescue = {
        path: pathOf(table.tableNumber),
        tableId: table.tableId,
        seat: leaver.seat,
        leaverId: leaver.studentId!,
        leaver: lesson.devices.get(leaver.studentId!)!,
        name,
        leftAtSeq: null,
        leftAt: null,
        backAt: null,
        rescuer: null,
        error: null,
      };
      lesson.rescues.push(r);
      // The new phone connects to another server than the dead one (when there are two).
      const cx = {
        teacher,
        url: urls[(k + 1) % urls.length]!,
        thinkMs: opts.thinkMs,
        rng,
        tally,
        waitMs: opts.graceSeconds * 1000 + 60_000,
      };
      r.leaver.dieOnTurnFrom(opts.leaveAtSeq, (seq) => {
        r.leftAtSeq = seq;
        pending.push(rescue(cx, r));
      });
    }
  }
  lesson.allSeatedAt = performance.now();
  const over = (d: ClassDashboard) => d.tables.length > 0 && d.tables.every(finishedOrStopped);
  await Promise.all(lesson.teachers.map((t) => t.until(over, "every table's end", opts.timeoutMs)));
  lesson.seconds = (performance.now() - (t0 ?? performance.now())) / 1000;
  // A rescue whose phone never died (its table ended first) has nothing pending.
  await Promise.all(pending);
  return lesson;
}

const finishedOrStopped = (t: ClassDashboard["tables"][number]) => t.status !== "playing";

export function closeLesson(lesson: Lesson): void {
  for (const t of lesson.teachers) t.close();
  for (const d of lesson.devices.values()) d.close();
  for (const r of lesson.rescues) r.rescuer?.close();
}
