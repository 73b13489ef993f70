// Cryptographic chance: new tables draw chance from ChaCha20 keyed by their committed seed
// and their records say so (`meta.rng: "chacha20"`); records of older tables (no `meta.rng`:
// sfc32) still verify. Two fixtures pin both derivations: a record whose chance came from
// sfc32, as the server wrote them before (verified by that server's code when it was made),
// and one from chacha20. Tampering with any chance action, or with the generator's name,
// fails verification.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AnyGame } from "@number-games/engine";
import { CHANCE, getGame, Rng } from "@number-games/engine";
import type { TableRecord } from "@number-games/protocol";
import { createTableRequestSchema } from "@number-games/protocol";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { verifyText } from "../../cli/src/commands/verify";
import { MIGRATIONS, openStore } from "../src/storage/sql-store";
import { seedCommitment, TABLE_RNG, verifyRecord } from "../src/tables/fairness";
import type { Notifier } from "../src/tables/service";
import { TableService } from "../src/tables/service";
import { unwrap, waitForValue } from "./support/server";

type Roll = { type: string; value?: number };
type Rec = Omit<TableRecord, "actions"> & { actions: Roll[] };

const fixture = (name: string): Rec =>
  JSON.parse(readFileSync(new URL(`fixtures/${name}`, import.meta.url), "utf8")) as Rec;

/** The record with roll `index` changed to another face. */
function tamperRoll(rec: Rec, index: number): Rec {
  const copy = structuredClone(rec);
  const roll = copy.actions[index]!;
  roll.value = (roll.value! % 6) + 1;
  return copy;
}

const firstRoll = (rec: Rec) => rec.actions.findIndex((a) => a.type === "roll");

const quiet: Notifier = { frame() {}, table() {}, hasAudience: () => false, evictSeat() {} };

describe("records of old tables (sfc32)", () => {
  it("an old record with no meta.rng still verifies, and tampering with it fails", () => {
    const old = fixture("record-sfc32.json");
    expect(old.meta.rng).toBeUndefined();
    expect(verifyRecord(old)).toMatchObject({
      ok: true,
      value: { rng: "sfc32", terminal: true },
    });
    expect(verifyRecord({ ...old, meta: { ...old.meta, rng: "sfc32" } }).ok).toBe(true);
    const roll = firstRoll(old);
    expect(verifyRecord(tamperRoll(old, roll))).toMatchObject({
      ok: false,
      error: { code: "ERR_CHANCE_MISMATCH", index: roll },
    });
    // Claiming the other generator does not make its chance fit.
    expect(verifyRecord({ ...old, meta: { ...old.meta, rng: "chacha20" } })).toMatchObject({
      ok: false,
      error: { code: "ERR_CHANCE_MISMATCH", index: 0 },
    });
  });
});

describe("records of new tables (chacha20)", () => {
  it("a chacha20 record verifies; a tampered roll, deal or generator name fails", () => {
    const rec = fixture("record-chacha20.json");
    expect(verifyRecord(rec)).toMatchObject({ ok: true, value: { rng: "chacha20" } });
    const roll = firstRoll(rec);
    expect(verifyRecord(tamperRoll(rec, roll))).toMatchObject({
      ok: false,
      error: { code: "ERR_CHANCE_MISMATCH", index: roll },
    });
    const secrets = structuredClone(rec) as unknown as { actions: { good: number[] }[] };
    secrets.actions[0]!.good.reverse();
    expect(verifyRecord(secrets)).toMatchObject({
      ok: false,
      error: { code: "ERR_CHANCE_MISMATCH", index: 0 },
    });
    // Without its meta.rng it reads as an old sfc32 record, whose chance it is not.
    const { rng: _, ...meta } = rec.meta;
    expect(verifyRecord({ ...rec, meta })).toMatchObject({
      ok: false,
      error: { code: "ERR_CHANCE_MISMATCH", index: 0 },
    });
    const text = verifyText(JSON.stringify(rec));
    expect(text.code).toBe(0);
    expect(text.output).toContain("through chacha20");
  });

  it("an unknown generator or a seed chacha20 cannot take is a record error", () => {
    const rec = fixture("record-chacha20.json");
    expect(verifyRecord({ ...rec, meta: { ...rec.meta, rng: "mt19937" } })).toMatchObject({
      ok: false,
      error: { code: "ERR_RECORD", index: null },
    });
    const seed = "not a key";
    const odd = { ...rec, meta: { ...rec.meta, seed, seedCommitment: seedCommitment(seed) } };
    const res = verifyRecord(odd);
    expect(res).toMatchObject({ ok: false, error: { code: "ERR_RECORD", index: null } });
    expect(JSON.stringify(res)).not.toContain(seed);
  });

  it("a new table draws its chance from chacha20, and its record says so and verifies", async () => {
    expect(TABLE_RNG).toBe("chacha20");
    const dir = mkdtempSync(join(tmpdir(), "ng-fair-"));
    const store = await openStore({ sqliteFile: join(dir, "fair.sqlite") });
    try {
      const service = new TableService({ store, notifier: quiet, botDelayMs: 0, shared: false });
      const created = unwrap(
        await service.create(
          createTableRequestSchema.parse({
            game: "magic-numbers",
            config: { players: 2, target: 15 },
            seats: [
              { kind: "bot", level: "random" },
              { kind: "bot", level: "random" },
            ],
            visibility: "public",
          }),
        ),
      );
      expect((await store.getTable(created.tableId))?.rng).toBe("chacha20");
      unwrap(await service.start(created.tableId, created.hostToken));
      // The bots play it to the end.
      const rec = await waitForValue(
        async () => {
          const r = unwrap(await service.record(created.tableId));
          return r.meta.public ? undefined : r;
        },
        "the bots to finish",
        20_000,
      );
      expect(rec.meta.rng).toBe("chacha20");
      expect(verifyRecord(rec)).toMatchObject({ ok: true, value: { rng: "chacha20" } });
      const roll = firstRoll(rec as Rec);
      expect(verifyRecord(tamperRoll(rec as Rec, roll))).toMatchObject({
        ok: false,
        error: { code: "ERR_CHANCE_MISMATCH", index: roll },
      });
      const { rng: _, ...meta } = rec.meta;
      expect(verifyRecord({ ...rec, meta }).ok).toBe(false);
      service.close();
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a database from before the cryptographic generator", () => {
  it("keeps replaying its tables with sfc32; its new tables use chacha20", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ng-fair-"));
    const file = join(dir, "old.sqlite");
    // The schema as it was (migrations up to 0004), with a table in play: its seed drew the
    // secrets and some rolls through sfc32, and two bots are to finish it.
    const old = new Kysely<Record<string, Record<string, unknown>>>({
      dialect: new SqliteDialect({ database: new SQLite(file) }),
    });
    const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < "0005"));
    const migrated = await new Migrator({
      db: old,
      provider: { getMigrations: async () => before },
    }).migrateToLatest();
    expect(migrated.error).toBeUndefined();
    const game: AnyGame = getGame("magic-numbers");
    const config = unwrap(game.parseConfig({ players: 2, target: 15 }));
    const seed = "9e1c4a7f2b5d8e0a3c6f9b2d5e8a1c4f7b0d3e6a9c2f5b8e1d4a7c0f3b6e9d2a";
    const chance = Rng.fromSeed(seed);
    let state = game.newGame(config);
    const actions: { seq: number; action: unknown; actor: number }[] = [];
    while (actions.length < 7) {
      const toMove = game.toMove(state);
      const action =
        toMove === CHANCE ? game.sampleChance(state, chance) : game.legalActions(state)[0];
      state = unwrap(game.apply(state, action));
      actions.push({ seq: actions.length + 1, action, actor: toMove });
    }
    const id = "toldsfc32tableaaaaaaaaaaa";
    const now = new Date().toISOString();
    await old
      .insertInto("ng_tables")
      .values({
        id,
        code: "OLDSFC",
        game: "magic-numbers",
        config: JSON.stringify(game.configOf(state)),
        seats: JSON.stringify([
          { kind: "bot", level: "random" },
          { kind: "bot", level: "random" },
        ]),
        visibility: "public",
        status: "playing",
        turn_clock: null,
        seed,
        seed_commitment: seedCommitment(seed),
        host_token_hash: "22".repeat(32),
        version: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await old
      .insertInto("ng_actions")
      .values(
        actions.map((a) => ({
          table_id: id,
          seq: a.seq,
          action: JSON.stringify(a.action),
          actor: a.actor,
          autoplay: null,
        })),
      )
      .execute();
    await old.destroy();

    // This version opens it (migration 0005) and resumes the table.
    const store = await openStore({ sqliteFile: file });
    try {
      expect((await store.getTable(id))?.rng).toBe("sfc32");
      const service = new TableService({ store, notifier: quiet, botDelayMs: 0, shared: false });
      expect(await service.resumeAll()).toBe(1);
      const rec = await waitForValue(
        async () => {
          const r = unwrap(await service.record(id));
          return r.meta.public ? undefined : r;
        },
        "the old table to finish",
        20_000,
      );
      expect(rec.actions.slice(0, actions.length)).toEqual(actions.map((a) => a.action));
      expect(rec.actions.length).toBeGreaterThan(actions.length);
      expect(rec.meta.rng).toBe("sfc32");
      expect(verifyRecord(rec)).toMatchObject({
        ok: true,
        value: { rng: "sfc32", terminal: true },
      });
      // A table created in the same database now uses chacha20.
      const created = unwrap(
        await service.create(
          createTableRequestSchema.parse({
            game: "take-or-pay",
            config: { players: 3 },
            seats: [{ kind: "human" }, { kind: "human" }, { kind: "human" }],
            visibility: "public",
          }),
        ),
      );
      expect((await store.getTable(created.tableId))?.rng).toBe("chacha20");
      service.close();
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
