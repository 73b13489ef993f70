// The classroom benchmark's rescues (class.ts; docs/classroom.md, "When a student's phone
// dies"): at every table one student's phone dies on their turn, mid-game, and the teacher
// gets them back through the public API, as the web app's dashboard does:
//   grace-move      the class's grace time passes, a computer plays the seat (the teacher's
//                   dashboard shows it); the teacher makes a "move to this device" code, the
//                   student's new phone sends it, joins the class and takes the seat back;
//   release-reseat  the teacher releases the student (the seat opens; the table waits), the
//                   student joins again by name on a new phone and the teacher seats them
//                   into the open seat.
// Each step's latency goes to the tally (its name says who does it); the rescue's total runs
// from the teacher's first click to the new phone back at its seat.

import type { Rng } from "@number-games/engine";
import type { ApiClient, ClassDashboard, DashboardSeat } from "@number-games/protocol";
import type { TableClient } from "@number-games/protocol/socket-client";
import { connectTable } from "@number-games/protocol/socket-client";
import type { Tally } from "./class-student";
import { Device, record, step } from "./class-student";

export const RESCUE_PATHS = ["grace-move", "release-reseat"] as const;
export type RescuePath = (typeof RESCUE_PATHS)[number];

export const TOTAL_STEP = "rescue total (teacher's first click → the student back at the seat)";
export const GRACE_STEP = "phone dead → computer plays the seat (the grace time)";

/** From the dashboard's "computer plays" mark to the teacher's click (the computer plays on). */
const TEACHER_NOTICES_MS = 2000;

type Reply<T> = { ok: true; value: T } | { ok: false; error: unknown };

export function ok<T>(r: Reply<T>, what: string): T {
  if (!r.ok) throw new Error(`${what}: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** A teacher's dashboard connection: the latest push, and waits for one that shows something. */
export class Teacher {
  latest: ClassDashboard | null = null;
  pushes = 0;
  private waiters: { test: (d: ClassDashboard) => boolean; done: () => void }[] = [];

  private constructor(
    readonly api: ApiClient,
    readonly classId: string,
    readonly code: string,
    readonly token: string,
    private readonly socket: TableClient,
  ) {}

  static async open(
    api: ApiClient,
    url: string,
    created: { classId: string; code: string; teacherToken: string },
  ): Promise<Teacher> {
    const socket = await connectTable(url, { timeoutMs: 30_000 });
    const t = new Teacher(api, created.classId, created.code, created.teacherToken, socket);
    socket.onClassDashboard((d) => t.push(d));
    const joined = await socket.joinClass(created.classId, created.teacherToken);
    if (!joined.ok) throw new Error(`teacher: ${JSON.stringify(joined.error)}`);
    return t;
  }

  /** Resolves at the first dashboard (the latest, or a later push) where `test` holds. */
  until(test: (d: ClassDashboard) => boolean, what: string, timeoutMs: number): Promise<void> {
    if (this.latest !== null && test(this.latest)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`timed out waiting for ${what}`));
      }, timeoutMs);
      const waiter = {
        test,
        done: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      this.waiters.push(waiter);
    });
  }

  close(): void {
    this.socket.close();
  }

  private push(d: ClassDashboard): void {
    this.latest = d;
    this.pushes++;
    const ready = this.waiters.filter((w) => w.test(d));
    this.waiters = this.waiters.filter((w) => !ready.includes(w));
    for (const w of ready) w.done();
  }
}

/** One table's rescue: who left, who came back, and how it went. */
export interface Rescue {
  readonly path: RescuePath;
  readonly tableId: string;
  readonly seat: number;
  readonly leaverId: string;
  /** The phone that dies. */
  readonly leaver: Device;
  readonly name: string;
  /** The table's seq when the phone died. */
  leftAtSeq: number | null;
  /** When the phone died and when the new phone was back at the seat (performance.now()). */
  leftAt: number | null;
  backAt: number | null;
  /** The new phone (its student id: the same for grace-move, a new one for release-reseat). */
  rescuer: Device | null;
  error: string | null;
}

export interface RescueContext {
  readonly teacher: Teacher;
  /** The server the new phone connects to (another process's when there are two). */
  readonly url: string;
  readonly thinkMs: number;
  readonly rng: Rng;
  readonly tally: Tally;
  /** Bounds each wait for the dashboard (the grace time and then some). */
  readonly waitMs: number;
}

const seatOf = (d: ClassDashboard, tableId: string, seat: number): DashboardSeat | undefined =>
  d.tables.find((t) => t.tableId === tableId)?.seats[seat];

/** The teacher gets the student whose phone died at `rescue`'s seat back on a new phone. */
export async function rescue(cx: RescueContext, r: Rescue): Promise<void> {
  r.leftAt = performance.now();
  try {
    r.rescuer = await (r.path === "grace-move" ? graceThenMove(cx, r) : releaseThenReseat(cx, r));
    r.backAt = performance.now();
  } catch (e) {
    r.error = e instanceof Error ? e.message : String(e);
  }
}

async function graceThenMove(cx: RescueContext, r: Rescue): Promise<Device> {
  const { teacher, tally } = cx;
  const { api } = teacher;
  await step(tally, GRACE_STEP, () =>
    teacher.until(
      (d) => seatOf(d, r.tableId, r.seat)?.computerPlays === true,
      `the computer to play ${r.name}'s seat`,
      cx.waitMs,
    ),
  );
  // The teacher sees the computer's mark on the dashboard, then makes the code.
  await new Promise((resolve) => setTimeout(resolve, TEACHER_NOTICES_MS));
  const t0 = performance.now();
  const code = ok(
    await step(tally, "teacher makes the move code (HTTP)", () =>
      api.moveCode({ id: teacher.classId, student: r.leaverId, token: teacher.token }),
    ),
    "move code",
  );
  const moved = ok(
    await step(tally, "new phone sends the move code (HTTP)", () =>
      api.moveHere({ ref: teacher.code, body: { code: code.code } }),
    ),
    "move here",
  );
  const device = await step(tally, "new phone connects and joins the class (WebSocket)", () =>
    Device.open(deviceOptions(cx, r, moved.studentId, moved.studentToken)),
  );
  await step(tally, "new phone joins its table (class push → join ack)", () =>
    within(device.atTable, cx.waitMs, `${r.name}'s new phone at the table`),
  );
  record(tally, TOTAL_STEP, performance.now() - t0);
  return device;
}

async function releaseThenReseat(cx: RescueContext, r: Rescue): Promise<Device> {
  const { teacher, tally } = cx;
  const { api } = teacher;
  const t0 = performance.now();
  ok(
    await step(tally, "teacher releases the student (HTTP)", () =>
      api.releaseStudent({ id: teacher.classId, student: r.leaverId, token: teacher.token }),
    ),
    "release",
  );
  const joined = ok(
    await step(tally, "new phone joins the class by name (HTTP)", () =>
      api.joinClass({ ref: teacher.code, body: { name: r.name } }),
    ),
    "join again",
  );
  const device = await step(tally, "new phone connects and joins the class (WebSocket)", () =>
    Device.open(deviceOptions(cx, r, joined.studentId, joined.studentToken)),
  );
  ok(
    await step(tally, "teacher seats the student into the open seat (HTTP)", () =>
      api.seatWaiting({
        id: teacher.classId,
        token: teacher.token,
        body: { to: "open", studentId: joined.studentId, tableId: r.tableId, seat: r.seat },
      }),
    ),
    "seat into the open seat",
  );
  await step(tally, "new phone joins its table (class push → join ack)", () =>
    within(device.atTable, cx.waitMs, `${r.name}'s new phone at the table`),
  );
  record(tally, TOTAL_STEP, performance.now() - t0);
  return device;
}

function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

function deviceOptions(cx: RescueContext, r: Rescue, studentId: string, token: string) {
  return {
    url: cx.url,
    classId: cx.teacher.classId,
    studentId,
    token,
    label: `${r.name} (new phone)`,
    thinkMs: cx.thinkMs,
    rng: cx.rng,
    tally: cx.tally,
  };
}
