// Learning aids a class's teacher sets for every student (issue #16, docs/classroom.md):
// Take or Pay's pinyin and Arabic numerals beside the Chinese numbers. A page inside a class
// provides them; a board then shows them as set and offers no toggles. Elsewhere (null) each
// player's own display preferences apply.

import { createContext, useContext } from "react";

export interface LearningAids {
  readonly pinyin: boolean;
  readonly arabic: boolean;
}

export const LearningAidsContext = createContext<LearningAids | null>(null);

/** The class's learning aids, or null outside a class. */
export function useLearningAids(): LearningAids | null {
  return useContext(LearningAidsContext);
}
