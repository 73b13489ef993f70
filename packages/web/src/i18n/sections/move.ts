// "Move to this device" (classroom/teacher/MoveCode.tsx, classroom/student/MoveHere.tsx): the
// teacher's one-time code for a student whose phone died, and the new device's side; the two
// error codes of a spent or stale move code.

import { move as en } from "./en/move";
import { move as zh } from "./zh/move";

export const move = { en, zh };
