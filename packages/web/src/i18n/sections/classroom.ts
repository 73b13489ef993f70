// Classroom mode (classroom/): starting a class, the teacher's page, a student's page.

import { classroom as en } from "./en/classroom";
import { classroom as zh } from "./zh/classroom";

export const classroom = { en, zh };
