// Number Line's tutorial: you and one computer player, you start. Round 1 teaches "nearest
// card wins the number" (the computer answers on 8, leaving you the middle); round 2 the
// decoy: the computer bluffs on 5, you are shown how to block with your decoy first and keep
// your real card for last, when you know the most. Ties go on to round 3 and later, where
// the same advice applies.

import type { numberLineGame } from "@number-games/engine";
import { numberLineGame as nl } from "@number-games/engine";
import type { Advice, Hint, TutorialGame } from "../../tutorial/types";

type Obs = numberLineGame.NumberLineObservation;
type Action = numberLineGame.NumberLineAction;
type Placement = numberLineGame.NumberLinePlacement;

/** The computer's moves while their numbers are free: round → its cards in order. */
const SCRIPT: Readonly<Record<number, readonly { number: number; decoy?: boolean }[]>> = {
  1: [{ number: 8 }],
  2: [
    { number: 5, decoy: true },
    { number: 4, decoy: false },
  ],
};

/** Cards that may score, as `seat` sees them: a hidden card might be real, so it counts. */
function scoringCards(obs: Obs): numberLineGame.LineCard[] {
  return obs.placements
    .filter((p: Placement) => p.decoy !== true)
    .map((p) => ({ player: p.player, number: p.number }));
}

function free(obs: Obs): number[] {
  const taken = new Set(obs.placements.map((p) => p.number));
  const out: number[] = [];
  for (let n = 1; n <= obs.lineLength; n++) if (!taken.has(n)) out.push(n);
  return out;
}

/**
 * The free number where a real card of `player` wins that player the most numbers now
 * (hidden cards counted as real); ties go to the middle of the line, then the lower number.
 */
export function bestNumber(obs: Obs, player: number): { number: number; points: number } {
  const cards = scoringCards(obs);
  const mid = (obs.lineLength + 1) / 2;
  let best = { number: 0, points: -1 };
  for (const n of free(obs)) {
    const pts = nl.scoreLine([...cards, { player, number: n }], obs.lineLength, obs.players);
    const p = pts[player]!;
    const better =
      p > best.points || (p === best.points && Math.abs(n - mid) < Math.abs(best.number - mid));
    if (better) best = { number: n, points: p };
  }
  return best;
}

function placeAction(obs: Obs, number: number, decoy: boolean | undefined): Action {
  const legal = obs.legal as readonly Action[];
  const a =
    legal.find((x) => x.number === number && x.decoy === decoy) ??
    legal.find((x) => x.number === number);
  if (a === undefined) throw new Error(`number-line tutorial: ${number} is not free`);
  return a;
}

/** Which kinds the viewer may still place this round: a decoy round's second card is forced. */
function kinds(obs: Obs): Set<boolean | undefined> {
  return new Set((obs.legal as readonly Action[]).map((a) => a.decoy));
}

function mineThisRound(obs: Obs, seat: number): Placement[] {
  return obs.placements.filter((p) => p.player === seat);
}

function opponent(obs: Obs): Action {
  const me = obs.viewer as number;
  const i = mineThisRound(obs, me).length;
  const planned = SCRIPT[obs.round]?.[i];
  const canDecoy = kinds(obs);
  if (planned !== undefined && free(obs).includes(planned.number)) {
    const decoy = obs.decoyRound ? (planned.decoy ?? false) : undefined;
    if (canDecoy.has(decoy)) return placeAction(obs, planned.number, decoy);
  }
  // Off the script: the best number now; in a decoy round the decoy goes first.
  const decoy = obs.decoyRound ? canDecoy.has(true) : undefined;
  return placeAction(obs, bestNumber(obs, me).number, decoy);
}

function rival(obs: Obs): number {
  return obs.viewer === 0 ? 1 : 0;
}

function advise(obs: Obs, names: readonly string[]): Advice<"number-line"> {
  const me = obs.viewer as number;
  const other = rival(obs);
  const name = names[other] ?? "";
  const theirs = obs.placements.filter((p) => p.player === other).map((p) => p.number);
  const mine = mineThisRound(obs, me);
  const last = obs.rounds[obs.rounds.length - 1];
  // A round just scored: say how it went, once, on the learner's first card of the next.
  const note: Hint<"number-line"> | undefined =
    last !== undefined && mine.length === 0
      ? {
          key: "scored",
          params: {
            round: last.round,
            you: last.points[me] ?? 0,
            name,
            them: last.points[other] ?? 0,
          },
        }
      : undefined;

  if (!obs.decoyRound) {
    const best = bestNumber(obs, me);
    const suggest = placeAction(obs, best.number, undefined);
    if (obs.round === 1) {
      return theirs.length === 0
        ? { main: { key: "middle", params: { n: best.number } }, suggest }
        : {
            main: { key: "reply", params: { n: best.number, name, theirs: theirs[0]! } },
            suggest,
          };
    }
    return { note, main: { key: "bothCount", params: { n: best.number } }, suggest };
  }

  const can = kinds(obs);
  if (can.has(true) && can.has(false)) {
    // The first card of a decoy round: block with the decoy, keep the real card for last.
    const block = bestNumber(obs, other).number;
    return {
      note,
      main: {
        key: theirs.length > 0 ? "decoyFirstAfter" : "decoyFirst",
        params: { n: block, name, theirs: theirs.join(", ") },
      },
      suggest: placeAction(obs, block, true),
    };
  }
  if (can.has(false)) {
    const best = bestNumber(obs, me);
    return {
      main: { key: "realLast", params: { n: best.number, points: best.points, name } },
      suggest: placeAction(obs, best.number, false),
    };
  }
  const block = bestNumber(obs, other).number;
  return {
    main: { key: "decoyLast", params: { n: block, name } },
    suggest: placeAction(obs, block, true),
  };
}

function summary(obs: Obs, names: readonly string[]): Hint<"number-line">[] {
  const me = obs.viewer as number;
  const other = rival(obs);
  const out: Hint<"number-line">[] = [];
  for (const r of obs.rounds) {
    if (!r.decoyRound) continue;
    const decoy = r.placements.find((p) => p.player === other && p.decoy === true);
    const yours = r.placements.find((p) => p.player === me && p.decoy === true);
    if (decoy !== undefined) {
      out.push({
        key: "endDecoy",
        params: {
          round: r.round,
          name: names[other] ?? "",
          n: decoy.number,
          yours: yours?.number ?? "—",
        },
      });
    }
  }
  return out;
}

export const numberLineTutorial: TutorialGame<"number-line", Obs> = {
  config: { players: 2, firstPlayer: 0 },
  computers: 1,
  chance: [],
  opponent,
  advise,
  summary,
  highlight: (suggest) => {
    const a = suggest as Action | undefined;
    if (a === undefined) return null;
    const place = `.nl-slot[data-number="${a.number}"] .nl-place`;
    // In a decoy round, the card-kind switch too while it shows the other kind.
    if (a.decoy === undefined) return place;
    return `${place}, .nl-kind .toggle:nth-of-type(${a.decoy ? 2 : 1}):not(.on)`;
  },
};
