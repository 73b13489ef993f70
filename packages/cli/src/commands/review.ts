// `numbers review <FILE|-> --seat N [--seed S] [--determinizations K] [--json]`: rates each
// decision of seat N in a record as best / fine / mistake, with the cost and the better move
// (packages/bots/README.md, "Review"). Progress goes to stderr.

import { readFileSync } from "node:fs";
import type { ReviewedDecision } from "@number-games/bots";
import { ReviewError, reviewGame } from "@number-games/bots";
import { parseRecord } from "@number-games/engine";
import type { Command } from "commander";
import { fail, intArg } from "../options";

function human(d: ReviewedDecision): string {
  const cost =
    d.unit === "win" ? `${(d.cost * 100).toFixed(0)}% win chance` : `${d.cost.toFixed(2)} points`;
  const better = d.rating === "best" ? "" : `; cost ${cost}; better: ${d.bestText}`;
  return `#${d.index} ${d.actionText}: ${d.rating}${better}`;
}

export function register(program: Command): void {
  program
    .command("review")
    .description("rate each decision of one seat in a record (best / fine / mistake)")
    .argument("<file>", "a record file, or - for stdin")
    .requiredOption("--seat <n>", "the seat to review (0-based)", intArg)
    .option("--seed <seed>", "seed of the rollouts", "review")
    .option("--determinizations <k>", "rollout determinizations per decision", intArg)
    .option("--json", "one JSON line per decision")
    .action(
      (
        file: string,
        opts: { seat: number; seed: string; determinizations?: number; json?: boolean },
      ) => {
        let json: unknown;
        try {
          json = JSON.parse(readFileSync(file === "-" ? 0 : file, "utf8"));
        } catch (e) {
          fail(`cannot read a record from ${file}: ${(e as Error).message}`);
        }
        const record = parseRecord(json);
        if (!record.ok) fail(record.error.message);
        let decisions: ReviewedDecision[];
        try {
          decisions = reviewGame(record.value, opts.seat, {
            seed: opts.seed,
            ...(opts.determinizations !== undefined
              ? { determinizations: opts.determinizations }
              : {}),
            onProgress: (done, total) => process.stderr.write(`\rreviewing ${done}/${total}`),
          });
        } catch (e) {
          if (e instanceof ReviewError) fail(e.message);
          throw e;
        }
        process.stderr.write("\n");
        const out = decisions.map((d) => (opts.json ? JSON.stringify(d) : human(d)));
        process.stdout.write(out.length ? `${out.join("\n")}\n` : "");
      },
    );
}
