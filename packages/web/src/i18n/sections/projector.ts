// Projector and control apart (issue #23, item 5): the projector view (classroom/
// ProjectorPage.tsx), its link on the teacher's page, and renaming a student (teacher/Rename.tsx).

import { projector as en } from "./en/projector";
import { projector as zh } from "./zh/projector";

export const projector = { en, zh };
