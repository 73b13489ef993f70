// The teacher renames a student (issue #23, item 5: names can be changed before they are
// projected). The new name passes the same rule as a join's (names.ts: no computer's name, at
// most LIMITS.maxNameLength characters, visible text) and must be free in the class (the
// other students, the class list, the open requests to join: by `nameKey`), or the rename is
// refused with ERR_BAD_NAME or ERR_NAME_TAKEN and nothing changes. Removing a student is the
// release route. The prose is /docs/classroom.md ("Projector and control").

import { z } from "zod";
import type { ClassDashboard } from "./classes";
import type { ResponseOf, RouteSpec } from "./routes";
import { playerNameSchema } from "./tables";

/** `PUT /api/classes/:id/students/:student/name`: the student's new display name. */
export const renameStudentRequestSchema = z.strictObject({ name: playerNameSchema });
export type RenameStudentRequest = z.input<typeof renameStudentRequestSchema>;

const respond = <T>(): ResponseOf<T> => ({});

export const CLASS_NAME_ROUTES = {
  /** The teacher renames a student: everywhere (tables, leaderboard, the student's page). */
  renameStudent: {
    method: "PUT",
    path: "/api/classes/:id/students/:student/name",
    body: renameStudentRequestSchema,
    response: respond<ClassDashboard>(),
    status: 200,
    auth: "teacher",
  },
} as const satisfies Record<string, RouteSpec>;
