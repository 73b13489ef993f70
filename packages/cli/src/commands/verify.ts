// `numbers verify <record>`: checks a finished online table's record. The seed must hash to
// the commitment published at the start, and every chance action (deal, secrets, rolls)
// must be what that seed gives through the record's generator (`meta.rng`: "chacha20", or
// absent/"sfc32" for older tables), with the player actions replayed from the record.

import { readFileSync } from "node:fs";
import { verifyRecord } from "@number-games/server/fairness";
import type { Command } from "commander";

/** Verifies record text; returns the exit code (0 ok, 1 not verified) and what to print. */
export function verifyText(text: string): { code: 0 | 1; output: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { code: 1, output: "not verified: the file is not JSON\n" };
  }
  const res = verifyRecord(json);
  if (!res.ok) {
    const where = res.error.index === null ? "" : ` (action ${res.error.index})`;
    return { code: 1, output: `not verified: ${res.error.code}${where}: ${res.error.message}\n` };
  }
  const r = res.value;
  return {
    code: 0,
    output:
      `ok: ${r.game}, ${r.actions} actions; the seed matches its commitment and gives all ` +
      `${r.chanceActions} chance actions through ${r.rng}` +
      `${r.terminal ? "" : " (the game is not finished)"}; chance only: this is not proof ` +
      "of the players' moves (who made them)\n",
  };
}

export function register(program: Command): void {
  program
    .command("verify")
    .description("check an online table's record: the seed commitment and every chance action")
    .argument(
      "<record-file>",
      "a record downloaded after the end (GET /api/tables/<id>/record); - for stdin",
    )
    .action((file: string) => {
      let text: string;
      try {
        text = readFileSync(file === "-" ? 0 : file, "utf8");
      } catch (e) {
        process.stderr.write(`numbers: cannot read ${file}: ${(e as Error).message}\n`);
        process.exit(1);
      }
      const { code, output } = verifyText(text);
      (code === 0 ? process.stdout : process.stderr).write(output);
      process.exitCode = code;
    });
}
