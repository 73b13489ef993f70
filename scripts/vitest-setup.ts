// Vitest's setup for every test file (vitest.config.ts): property tests (fast-check) draw their
// cases from one fixed seed, so `npm test` gives the same result every run (issue #22). To
// explore new cases, run with FC_SEED=random (or a number); a failure prints the seed and the
// path that reproduce it, and the counterexample becomes a table test of its own
// (packages/engine/test/config-negative-zero.test.ts was found this way).

import fc from "fast-check";

const given = process.env.FC_SEED;
if (given !== "random") {
  const seed = given === undefined ? 20261127 : Number(given);
  if (!Number.isInteger(seed))
    throw new Error(`FC_SEED must be a whole number or "random", not ${given}`);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
}
