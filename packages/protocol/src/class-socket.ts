// The class's socket subscription (`classJoin`): its request and reply. The rest of the
// class protocol is in classes.ts.

import { z } from "zod";
import type { ClassDashboard } from "./class-dashboard";
import type { ClassPodium } from "./class-leaderboard";
import type { StudentView } from "./classes";
import type { ProtocolError } from "./errors";

/**
 * `classJoin`: subscribe this connection to a class, as its teacher (teacher token: the
 * `classDashboard` pushes) or as a student (student token: the `classStudent` pushes).
 */
export const classJoinRequestSchema = z.strictObject({
  protocolVersion: z.number().int(),
  classId: z.string().min(1).max(64),
  token: z.string().min(1).max(128),
});
export type ClassJoinRequest = z.input<typeof classJoinRequestSchema>;

export type ClassJoinReply =
  | { readonly ok: true; readonly role: "teacher"; readonly dashboard: ClassDashboard }
  | {
      readonly ok: true;
      readonly role: "student";
      readonly student: StudentView;
      /** The class podium as it stands (then the `classPodium` pushes). */
      readonly podium: ClassPodium;
    }
  | { readonly ok: false; readonly error: ProtocolError };
