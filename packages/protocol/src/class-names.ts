// The teacher renames a student (issue #23, item 5: names can be changed before they are
// projected). The new name passes the same rule as a join's (names.ts: no computer's name, at
// most LIMITS.maxNameLength characters, visible text) and must be free in the class (the
// other students, the class list, the open requests to join: by `nameKey`), or the rename is
// refused with ERR_BAD_NAME or ERR_NAME_TAKEN and nothing changes. Removing a student is the
// release route. The prose is /docs/classroom.md ("Projector and control").

import { z } from "zod";
import { playerNameSchema } from "./tables";

/** `PUT /api/classes/:id/students/:student/name`: the student's new display name. */
export const renameStudentRequestSchema = z.strictObject({ name: playerNameSchema });
export type RenameStudentRequest = z.input<typeof renameStudentRequestSchema>;
