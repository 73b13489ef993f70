// Issue 26, finding 8, in a class: names are the same by NFKC, case and the TR39 skeleton,
// invisible characters ignored (`Ａｎｎ`, Cyrillic `Аnn`, `Ann`+U+FE0F, `An`+U+034F+`n` are
// all Ann; Cyrillic `Вen` and Greek `Βea` are Ben and Bea), on the roster too, and at once on
// two processes; names without a visible letter
// and bot look-alikes are refused; ERR_NAME_TAKEN does not repeat the name. On SQLite and on
// PostgreSQL + Redis with two processes.

import { expect, it } from "vitest";
import { describeBackends, serversFor } from "./support/backends";
import { unwrap } from "./support/server";

const LOOKALIKES_OF_ANN = ["ann", "ANN", "Ａｎｎ", "\u0410nn", "Ann\uFE0F", "An\u034Fn"];

describeBackends("names in a class", (backend) => {
  const suite = serversFor(backend);

  const newClass = async (roster?: string[]) =>
    unwrap(
      await suite.apis[0]!.createClass({
        body: { game: "number-line", tableSize: 2, ...(roster ? { roster } : {}) },
      }),
    );

  it("counts look-alikes of a name as that name, without repeating it", async (ctx) => {
    if (suite.servers === null) return ctx.skip();
    const c = await newClass();
    unwrap(await suite.apis[0]!.joinClass({ ref: c.code, body: { name: "Ann" } }));
    for (const [i, name] of LOOKALIKES_OF_ANN.entries()) {
      const r = await suite.apis[i % suite.apis.length]!.joinClass({ ref: c.code, body: { name } });
      expect(r.ok ? "ok" : r.error.code, JSON.stringify(name)).toBe("ERR_NAME_TAKEN");
      if (!r.ok) expect(r.error.message).not.toContain(name);
    }
    expect((await suite.servers!.store.students(c.classId)).map((s) => s.name)).toEqual(["Ann"]);
  });

  it("counts a capital from another script as the Latin capital it looks like", async (ctx) => {
    if (suite.servers === null) return ctx.skip();
    const c = await newClass();
    // Cyrillic В, Т, Н, М, К and Greek Β, Τ, Κ: their small letters look like nothing Latin.
    const pairs: [string, string][] = [
      ["Ben", "\u0412en"],
      ["Tom", "\u0422om"],
      ["Hank", "\u041Dank"],
      ["Mia", "\u041Cia"],
      ["Kim", "\u041Aim"],
      ["Bea", "\u0392ea"],
      ["Tina", "\u03A4ina"],
      ["Kai", "\u039Aai"],
    ];
    for (const [latin] of pairs) {
      unwrap(await suite.apis[0]!.joinClass({ ref: c.code, body: { name: latin } }));
    }
    for (const [i, [, lookalike]] of pairs.entries()) {
      const api = suite.apis[i % suite.apis.length]!;
      const r = await api.joinClass({ ref: c.code, body: { name: lookalike } });
      expect(r.ok ? "ok" : r.error.code, JSON.stringify(lookalike)).toBe("ERR_NAME_TAKEN");
    }
    const names = (await suite.servers!.store.students(c.classId)).map((s) => s.name);
    expect(names.sort()).toEqual(pairs.map(([latin]) => latin).sort());
    // The class list alike: a listed Ben is taken by Cyrillic Вen's join.
    const listed = await newClass(["Ben", "Ann"]);
    const joined = unwrap(
      await suite.apis[0]!.joinClass({ ref: listed.code, body: { name: "\u0412en" } }),
    );
    expect(joined.student.name).toBe("Ben");
  });

  it("admits one of two look-alikes joining at once on different processes", async (ctx) => {
    if (suite.servers === null) return ctx.skip();
    const c = await newClass();
    const [a, b] = await Promise.all([
      suite.apis[0]!.joinClass({ ref: c.code, body: { name: "Bo" } }),
      suite.apis[suite.apis.length - 1]!.joinClass({ ref: c.code, body: { name: "B\u0585" } }), // Armenian o
    ]);
    expect([a, b].filter((r) => r.ok).length).toBe(1);
    expect((await suite.servers!.store.students(c.classId)).length).toBe(1);
  });

  it("applies the same sameness to the roster", async (ctx) => {
    if (suite.servers === null) return ctx.skip();
    const twice = await suite.apis[0]!.createClass({
      body: { game: "number-line", tableSize: 2, roster: ["Ann", "Ａｎｎ"] },
    });
    expect(twice.ok ? "ok" : twice.error.code).toBe("ERR_NAME_TAKEN");
    const c = await newClass(["Ann", "Bo"]);
    const joined = unwrap(
      await suite.apis[0]!.joinClass({ ref: c.code, body: { name: "\u0410nn" } }),
    );
    expect(joined.student.name).toBe("Ann");
    const again = await suite.apis.at(-1)!.joinClass({ ref: c.code, body: { name: "Ann\uFE0F" } });
    expect(again.ok ? "ok" : again.error.code).toBe("ERR_NAME_TAKEN");
    const info = unwrap(await suite.apis[0]!.getClass({ ref: c.code }));
    expect(info.roster).toEqual([
      { name: "Ann", taken: true },
      { name: "Bo", taken: false },
    ]);
  });

  it("refuses an empty roster: a class nobody could join (issue 26, finding 12)", async (ctx) => {
    if (suite.servers === null) return ctx.skip();
    const r = await suite.apis[0]!.createClass({
      body: { game: "number-line", tableSize: 2, roster: [] },
    });
    expect(r.ok ? "ok" : r.error.code).toBe("ERR_MALFORMED");
  });

  it("refuses names without a visible letter and bot look-alikes", async (ctx) => {
    if (suite.servers === null) return ctx.skip();
    const c = await newClass();
    const cases: [string, string][] = [
      ["\u3164", "no-letter"],
      ["\u2800", "no-letter"],
      ["\u115F\u1160", "no-letter"],
      ["\u2800\u2800", "no-letter"],
      ["\u2800Bot", "bot"],
      ["ßot", "bot"],
      ["Bðt", "bot"],
      ["Bøt", "bot"],
      ["ʙᴏᴛ", "bot"],
      ["Bօt", "bot"],
      ["Rᴏbot", "bot"],
      ["Cᴏmputer", "bot"],
      ["🅱ot", "bot"],
      ["Ɓot", "bot"],
    ];
    for (const [name, rule] of cases) {
      const r = await suite.apis[0]!.joinClass({ ref: c.code, body: { name } });
      const rule_ = r.ok ? undefined : (r.error as { rule?: string }).rule;
      expect(r.ok ? "ok" : `${r.error.code}/${rule_}`, JSON.stringify(name)).toBe(
        `ERR_BAD_NAME/${rule}`,
      );
    }
    expect(await suite.servers!.store.students(c.classId)).toEqual([]);
  });
});
