// The class's grace time on the teacher's page (classroom/teacher/Grace.tsx) and the seat a
// computer plays for an absent student, or will when their grace time is over
// (classroom/teacher/Tables.tsx).

import { grace as en } from "./en/grace";
import { grace as zh } from "./zh/grace";

export const grace = { en, zh };
