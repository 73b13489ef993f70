// The class routes (docs/protocol.md, "Running a class"), each served as the protocol's route
// table declares it (declared-route.ts: its credential, teacher or student token as a bearer
// token; its body schema; its status): here only what each route does. A class code is a code
// a person could type: reads by code and refused joins spend from the address's lookup budget
// (lookup-budget.ts), shared with the tables'.

import type { Result } from "@number-games/engine";
import type { ProtocolError } from "@number-games/protocol";
import {
  isClassId,
  leaderboardCsv,
  leaderboardFileName,
  protocolError,
} from "@number-games/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ClassService } from "../classes/service";
import type { LookupBudget } from "../limits/lookup-budget";
import type { DeclareRoute } from "./declared-route";
import { rateLimited } from "./http-reply";

export interface ClassRouteOptions {
  /** Class creations per IP per minute. */
  readonly createClassPerMinute: number;
  /** Joins of a class per IP per minute (a classroom behind one NAT joins from one address). */
  readonly classJoinsPerMinute: number;
  /**
   * Requests to join (names not on the list) per IP per 10 minutes, within the joins: whoever
   * has the class code cannot fill the class's pending requests, nor fill them again.
   */
  readonly classAsksPer10Minutes: number;
  /** The address's budget of lookups by code, shared with the table routes. */
  readonly lookups: LookupBudget;
}

/** The class routes (docs/protocol.md, "Running a class"): teacher and student tokens. */
export function registerClassRoutes(
  app: FastifyInstance,
  classes: ClassService,
  route: DeclareRoute,
  options: ClassRouteOptions,
): void {
  const { lookups } = options;
  const joins = app.createRateLimit({ max: options.classJoinsPerMinute, timeWindow: 60_000 });
  const asks = app.createRateLimit({ max: options.classAsksPer10Minutes, timeWindow: 600_000 });
  const byCode = (ref: string) => !isClassId(ref);
  const refOf = (req: FastifyRequest) => (req.params as { ref: string }).ref;
  /**
   * A join by name (a join, or asking to join): the join budget per address, and a refused one
   * by code was a lookup too, spending from the lookup budget.
   */
  const joinGuard = async (req: FastifyRequest): Promise<ProtocolError | null> => {
    const r = await joins(req);
    if (!r.isAllowed && r.isExceeded) {
      return protocolError("ERR_RATE_LIMITED", "too many joins from this address; wait a minute");
    }
    return byCode(refOf(req)) && !lookups.left(req.ip) ? rateLimited() : null;
  };
  /** What a refused join by code costs: a lookup. */
  const spendIfRefused = <T>(req: FastifyRequest, ref: string, done: Result<T, ProtocolError>) => {
    if (byCode(ref) && !done.ok) lookups.take(req.ip);
    return done;
  };

  route("createClass", ({ body }) => classes.create(body), {
    route: { config: { rateLimit: { max: options.createClassPerMinute, timeWindow: 60_000 } } },
  });
  route("getClass", ({ params }) => classes.publicInfo(params.ref), {
    guard: (req) => (byCode(refOf(req)) && !lookups.take(req.ip) ? rateLimited() : null),
  });
  route(
    "joinClass",
    async ({ params, body, req }) =>
      spendIfRefused(req, params.ref, await classes.join(params.ref, body.name)),
    { guard: joinGuard },
  );
  route("classMe", ({ params, token }) => classes.me(params.id, token));
  route("classWarmup", ({ params, token, body }) =>
    classes.warmup(params.id, token, body.score, body.total, body.misses),
  );
  route("classDashboard", ({ params, token }) => classes.dashboard(params.id, token));
  route("classReport", ({ params, token }) => classes.report(params.id, token));
  route("seatClass", ({ params, token, body }) => classes.seat(params.id, token, body));
  route("seatWaiting", ({ params, token, body }) => classes.seatWaiting(params.id, token, body));
  route("handToComputer", ({ params, token, body }) =>
    classes.handToComputer(params.id, token, params.student, body.botLevel),
  );
  route("openSeatToComputer", ({ params, token, body }) =>
    classes.openSeatToComputer(params.id, token, body),
  );
  route("releaseStudent", ({ params, token }) => classes.release(params.id, token, params.student));
  route("renameStudent", ({ params, token, body }) =>
    classes.rename(params.id, token, params.student, body.name),
  );
  route("pauseClass", ({ params, token }) => classes.pause(params.id, token, true));
  route("resumeClass", ({ params, token }) => classes.pause(params.id, token, false));
  route("endClass", ({ params, token, body }) => classes.end(params.id, token, body.lesson));
  route("nextGame", ({ params, token, body }) => classes.next(params.id, token, body));
  route("classSettings", ({ params, token, body }) => classes.settings(params.id, token, body));
  route("classGrace", ({ params, token, body }) =>
    classes.grace(params.id, token, body.graceSeconds),
  );
  route("leaderboard", ({ params, token }) => classes.leaderboard(params.id, token));
  // UTF-8 with a byte-order mark (Excel), times in UTC; the file is named for the class and the
  // lesson's date.
  // The lesson report's columns always, filled once it is complete (class-csv.ts).
  route(
    "leaderboardCsv",
    async ({ params, token }) => {
      const board = await classes.leaderboard(params.id, token);
      if (!board.ok) return board;
      const report = await classes.report(params.id, token);
      return { ok: true, value: { board: board.value, report: report.ok ? report.value : null } };
    },
    {
      answer: (reply, { board, report }) =>
        reply
          .code(200)
          .type("text/csv; charset=utf-8")
          .header("content-disposition", `attachment; filename="${leaderboardFileName(board)}"`)
          .send(leaderboardCsv(board, 0, report)),
    },
  );
  // The class list that bends (classes/requests.ts). Asking to join is a join: the same
  // budgets.
  route("addRosterName", ({ params, token, body }) =>
    classes.addRosterName(params.id, token, body.name),
  );
  route(
    "askToJoin",
    async ({ params, body, req }) =>
      spendIfRefused(req, params.ref, await classes.askToJoin(params.ref, body.name)),
    {
      // Asking is a join, and has a budget of its own within the joins.
      guard: async (req) => {
        const refused = await joinGuard(req);
        if (refused !== null) return refused;
        const a = await asks(req);
        return !a.isAllowed && a.isExceeded
          ? protocolError(
              "ERR_RATE_LIMITED",
              "too many requests to join from this address; ask your teacher to add your name",
            )
          : null;
      },
    },
  );
  route("askStatus", ({ params, token }) => classes.askStatus(params.id, token));
  route("approveRequest", ({ params, token }) =>
    classes.answerRequest(params.id, token, params.request, true),
  );
  route("declineRequest", ({ params, token }) =>
    classes.answerRequest(params.id, token, params.request, false),
  );
  route("setJoinRequests", ({ params, token, body }) =>
    classes.setRequestsOpen(params.id, token, body.open),
  );
  route("declineAllRequests", ({ params, token }) => classes.declineAllRequests(params.id, token));
  route("notMe", ({ params, token }) => classes.notMe(params.id, token));
  route("undoStop", ({ params, token }) => classes.settleStop(params.id, token, false));
  route("stopNow", ({ params, token }) => classes.settleStop(params.id, token, true));
  route("classHistory", ({ params, token }) => classes.history(params.id, token));
  // Move to this device (classes/moves.ts): a move code is a code a person could type, so a
  // refused one spends from the lookup budget, whatever the class reference.
  route("moveCode", ({ params, token }) => classes.moveCode(params.id, token, params.student));
  route(
    "moveHere",
    async ({ params, body, req }) => {
      const done = await classes.moveHere(params.ref, body.code);
      if (!done.ok) lookups.take(req.ip);
      return done;
    },
    { guard: (req) => (lookups.left(req.ip) ? null : rateLimited()) },
  );
}
