// A class list that bends and the undo of an end or next game (issue #23, items 3 and 4): the
// student's join page (classroom/student/), the teacher's list, requests and notices
// (classroom/teacher/Requests.tsx), the undo bar (Undo.tsx), the lesson's history
// (History.tsx), and their refusals (the protocol's error codes).

import { rosterUndo as en } from "./en/rosterUndo";
import { rosterUndo as zh } from "./zh/rosterUndo";

export const rosterUndo = { en, zh };
