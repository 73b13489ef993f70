// A small lesson for the class server tests: Ann and Bo seated at one Number Line table of
// two (or any names, with or without computers), the watchers a test file joins (closed after
// the file), and Bo playing on until it is a given seat's turn.

import type { ApiClient, ClassDashboard } from "@number-games/protocol";
import { afterAll } from "vitest";
import type { TableStore } from "../../src/storage/types";
import { unwrap, waitFor } from "./server";
import { Watcher } from "./watcher";

/** Joins watchers for a test file and closes them after it (call at the file's top level). */
export function watcherPool(): (url: string, id: string, token: string) => Promise<Watcher> {
  const open: Watcher[] = [];
  afterAll(() => {
    for (const v of open) v.close();
  });
  return async (url, id, token) => {
    const v = await Watcher.join(url, id, token);
    open.push(v);
    return v;
  };
}

/** A class of Ann and Bo seated (by `seed`) at one Number Line table of two. */
export async function annAndBo(api: ApiClient, seed: string) {
  const c = unwrap(await api.createClass({ body: { game: "number-line", tableSize: 2 } }));
  const teacher = { id: c.classId, token: c.teacherToken };
  const ann = unwrap(await api.joinClass({ ref: c.code, body: { name: "Ann" } }));
  const bo = unwrap(await api.joinClass({ ref: c.code, body: { name: "Bo" } }));
  const seated = unwrap(await api.seatClass({ ...teacher, body: { mode: "random", seed } }));
  const table = seated.tables[0]!;
  const seatOf = (id: string) => seated.students.find((s) => s.id === id)!.table!.seat;
  return {
    c,
    teacher,
    ann,
    bo,
    tableId: table.tableId,
    annSeat: seatOf(ann.studentId),
    boSeat: seatOf(bo.studentId),
  };
}

/**
 * A Number Line class of `names` seated at random at tables of two (`botLevel`: a short
 * table's computers, or none), and its first table.
 */
export async function seatedClass(
  api: ApiClient,
  names: readonly string[],
  botLevel: "random" | null,
) {
  const c = unwrap(await api.createClass({ body: { game: "number-line", tableSize: 2 } }));
  const students = [];
  for (const name of names)
    students.push(unwrap(await api.joinClass({ ref: c.code, body: { name } })));
  const d = unwrap(
    await api.seatClass({
      id: c.classId,
      token: c.teacherToken,
      body: { mode: "random", botLevel },
    }),
  );
  return { c, students, tableId: d.tables[0]!.tableId };
}

/** Bo plays his turns (his first legal move) until it is `seat`'s turn. */
export async function playUntilTurnOf(
  store: TableStore,
  bo: Watcher,
  tableId: string,
  seat: number,
) {
  const acted = new Set<number>();
  await waitFor(async () => {
    const f = bo.frames.at(-1);
    if (f === undefined) return false;
    const stored = (await store.actions(tableId)).length;
    if (f.seq !== stored) return false;
    if (f.observation.actor.kind === "player" && f.observation.actor.player === seat) return true;
    if (f.observation.legal.length > 0 && !acted.has(f.seq)) {
      acted.add(f.seq);
      await bo.client.act(tableId, f.seq, f.observation.legal[0]);
    }
    return false;
  }, `seat ${seat}'s turn`);
}

/** The dashboard's view of the first table's seat. */
export const dashSeat = (d: ClassDashboard, seat: number) => d.tables[0]!.seats[seat]!;
