// The class routes (docs/protocol.md, "Running a class"), registered from the protocol's
// route table: teacher and student tokens as bearer tokens, bodies checked with the
// protocol's schemas. A class code is a code a person could type: reads by code and refused
// joins spend from the address's lookup budget (lookup-budget.ts), shared with the tables'.

import type { Result } from "@number-games/engine";
import type { ProtocolError } from "@number-games/protocol";
import {
  isClassId,
  leaderboardCsv,
  leaderboardFileName,
  protocolError,
  ROUTES,
} from "@number-games/protocol";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ClassService } from "./classes/service";
import type { RouteFn } from "./http-reply";
import { bearerToken, malformed, rateLimited, send, sendError } from "./http-reply";
import type { LookupBudget } from "./lookup-budget";

export interface ClassRouteOptions {
  /** Class creations per IP per minute. */
  readonly createClassPerMinute: number;
  /** Joins of a class per IP per minute (a classroom behind one NAT joins from one address). */
  readonly classJoinsPerMinute: number;
  /** The address's budget of lookups by code, shared with the table routes. */
  readonly lookups: LookupBudget;
}

/** The class routes (docs/protocol.md, "Running a class"): teacher and student tokens. */
export function registerClassRoutes(
  app: FastifyInstance,
  classes: ClassService,
  route: RouteFn,
  options: ClassRouteOptions,
): void {
  type ById = { Params: { id: string } };
  type ByRef = { Params: { ref: string } };
  const joins = app.createRateLimit({ max: options.classJoinsPerMinute, timeWindow: 60_000 });
  const byCode = (ref: string) => !isClassId(ref);
  /**
   * A join by name (a join, or asking to join): the join budget per address, and a refused one
   * by code was a lookup too, spending from the lookup budget.
   */
  const joinByName =
    <T>(
      name: "joinClass" | "askToJoin",
      call: (ref: string, studentName: string) => Promise<Result<T, ProtocolError>>,
    ) =>
    async (req: FastifyRequest<ByRef>, reply: FastifyReply) => {
      const r = await joins(req);
      if (!r.isAllowed && r.isExceeded) {
        return sendError(
          reply,
          protocolError("ERR_RATE_LIMITED", "too many joins from this address; wait a minute"),
        );
      }
      const guess = byCode(req.params.ref);
      if (guess && !options.lookups.left(req.ip)) return sendError(reply, rateLimited());
      const body = ROUTES[name].body.safeParse(req.body);
      if (!body.success) return sendError(reply, malformed(body.error.issues));
      const done = await call(req.params.ref, body.data.name);
      if (guess && !done.ok) options.lookups.take(req.ip);
      return send(reply, done, ROUTES[name].status);
    };
  const noToken = (who: string) =>
    protocolError("ERR_UNAUTHORIZED", `send the ${who} token as 'Authorization: Bearer <token>'`);
  /** A route with a JSON body (or none) and a token, answering a Result. */
  const withToken =
    <P, B>(
      who: "teacher" | "student",
      schema: {
        safeParse(
          x: unknown,
        ):
          | { success: true; data: B }
          | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
      } | null,
      handler: (params: P, token: string, body: B) => Promise<Result<unknown, ProtocolError>>,
    ) =>
    async (req: FastifyRequest<{ Params: P }>, reply: FastifyReply) => {
      const token = bearerToken(req);
      if (token === null) return sendError(reply, noToken(who));
      let body = undefined as B;
      if (schema !== null) {
        const parsed = schema.safeParse(req.body);
        if (!parsed.success) return sendError(reply, malformed(parsed.error.issues));
        body = parsed.data;
      }
      return send(reply, await handler(req.params as P, token, body));
    };

  route(
    "createClass",
    async (req, reply) => {
      const body = ROUTES.createClass.body.safeParse(req.body);
      if (!body.success) return sendError(reply, malformed(body.error.issues));
      return send(reply, await classes.create(body.data), ROUTES.createClass.status);
    },
    {
      config: {
        rateLimit: {
          max: options.createClassPerMinute,
          timeWindow: 60_000,
        },
      },
    },
  );
  route<ByRef>("getClass", async (req, reply) => {
    if (byCode(req.params.ref) && !options.lookups.take(req.ip)) {
      return sendError(reply, rateLimited());
    }
    return send(reply, await classes.publicInfo(req.params.ref));
  });
  route<ByRef>(
    "joinClass",
    joinByName("joinClass", (ref, name) => classes.join(ref, name)),
  );
  route<ById>(
    "classMe",
    withToken<ById["Params"], undefined>("student", null, (p, token) => classes.me(p.id, token)),
  );
  route<ById>(
    "classWarmup",
    withToken("student", ROUTES.classWarmup.body, (p: ById["Params"], token, b) =>
      classes.warmup(p.id, token, b.score, b.total),
    ),
  );
  route<ById>(
    "classDashboard",
    withToken<ById["Params"], undefined>("teacher", null, (p, token) =>
      classes.dashboard(p.id, token),
    ),
  );
  route<ById>(
    "seatClass",
    withToken("teacher", ROUTES.seatClass.body, (p: ById["Params"], token, b) =>
      classes.seat(p.id, token, b),
    ),
  );
  route<ById>(
    "seatWaiting",
    withToken("teacher", ROUTES.seatWaiting.body, (p: ById["Params"], token, b) =>
      classes.seatWaiting(p.id, token, b),
    ),
  );
  route<{ Params: { id: string; student: string } }>(
    "handToComputer",
    withToken(
      "teacher",
      ROUTES.handToComputer.body,
      (p: { id: string; student: string }, token, b) =>
        classes.handToComputer(p.id, token, p.student, b.botLevel),
    ),
  );
  route<{ Params: { id: string; student: string } }>(
    "releaseStudent",
    withToken<{ id: string; student: string }, undefined>("teacher", null, (p, token) =>
      classes.release(p.id, token, p.student),
    ),
  );
  route<{ Params: { id: string; student: string } }>(
    "renameStudent",
    withToken(
      "teacher",
      ROUTES.renameStudent.body,
      (p: { id: string; student: string }, token, b) =>
        classes.rename(p.id, token, p.student, b.name),
    ),
  );
  route<ById>(
    "pauseClass",
    withToken<ById["Params"], undefined>("teacher", null, (p, token) =>
      classes.pause(p.id, token, true),
    ),
  );
  route<ById>(
    "resumeClass",
    withToken<ById["Params"], undefined>("teacher", null, (p, token) =>
      classes.pause(p.id, token, false),
    ),
  );
  route<ById>(
    "endClass",
    withToken("teacher", ROUTES.endClass.body, (p: ById["Params"], token, b) =>
      classes.end(p.id, token, b.lesson),
    ),
  );
  route<ById>(
    "nextGame",
    withToken("teacher", ROUTES.nextGame.body, (p: ById["Params"], token, b) =>
      classes.next(p.id, token, b),
    ),
  );
  route<ById>(
    "classSettings",
    withToken("teacher", ROUTES.classSettings.body, (p: ById["Params"], token, b) =>
      classes.settings(p.id, token, b),
    ),
  );
  route<ById>(
    "classGrace",
    withToken("teacher", ROUTES.classGrace.body, (p: ById["Params"], token, b) =>
      classes.grace(p.id, token, b.graceSeconds),
    ),
  );
  route<ById>(
    "leaderboard",
    withToken<ById["Params"], undefined>("teacher", null, (p, token) =>
      classes.leaderboard(p.id, token),
    ),
  );
  // The class list that bends (classes/requests.ts). Asking to join is a join: the same
  // budgets.
  route<ById>(
    "addRosterName",
    withToken("teacher", ROUTES.addRosterName.body, (p: ById["Params"], token, b) =>
      classes.addRosterName(p.id, token, b.name),
    ),
  );
  route<ByRef>(
    "askToJoin",
    joinByName("askToJoin", (ref, name) => classes.askToJoin(ref, name)),
  );
  route<ById>(
    "askStatus",
    withToken<ById["Params"], undefined>("student", null, (p, token) =>
      classes.askStatus(p.id, token),
    ),
  );
  type ByRequest = { Params: { id: string; request: string } };
  for (const [name, approve] of [
    ["approveRequest", true],
    ["declineRequest", false],
  ] as const) {
    route<ByRequest>(
      name,
      withToken<ByRequest["Params"], undefined>("teacher", null, (p, token) =>
        classes.answerRequest(p.id, token, p.request, approve),
      ),
    );
  }
  route<ById>(
    "notMe",
    withToken<ById["Params"], undefined>("student", null, (p, token) => classes.notMe(p.id, token)),
  );
  route<ById>(
    "undoStop",
    withToken<ById["Params"], undefined>("teacher", null, (p, token) =>
      classes.settleStop(p.id, token, false),
    ),
  );
  route<ById>(
    "stopNow",
    withToken<ById["Params"], undefined>("teacher", null, (p, token) =>
      classes.settleStop(p.id, token, true),
    ),
  );
  route<ById>(
    "classHistory",
    withToken<ById["Params"], undefined>("teacher", null, (p, token) =>
      classes.history(p.id, token),
    ),
  );
  // Move to this device (classes/moves.ts): a move code is a code a person could type, so a
  // refused one spends from the lookup budget, whatever the class reference.
  route<{ Params: { id: string; student: string } }>("moveCode", async (req, reply) => {
    const token = bearerToken(req);
    if (token === null) return sendError(reply, noToken("teacher"));
    const made = await classes.moveCode(req.params.id, token, req.params.student);
    return send(reply, made, ROUTES.moveCode.status);
  });
  route<ByRef>("moveHere", async (req, reply) => {
    if (!options.lookups.left(req.ip)) return sendError(reply, rateLimited());
    const body = ROUTES.moveHere.body.safeParse(req.body);
    if (!body.success) return sendError(reply, malformed(body.error.issues));
    const done = await classes.moveHere(req.params.ref, body.data.code);
    if (!done.ok) options.lookups.take(req.ip);
    return send(reply, done, ROUTES.moveHere.status);
  });
  route<ById>("leaderboardCsv", async (req, reply) => {
    const token = bearerToken(req);
    if (token === null) return sendError(reply, noToken("teacher"));
    const board = await classes.leaderboard(req.params.id, token);
    if (!board.ok) return sendError(reply, board.error);
    // UTF-8 with a byte-order mark (Excel), times in UTC; the file is named for the class and
    // the lesson's date.
    return reply
      .code(200)
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${leaderboardFileName(board.value)}"`)
      .send(leaderboardCsv(board.value));
  });
}
