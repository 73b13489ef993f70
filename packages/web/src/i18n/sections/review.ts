// The post-game review panel (review/ReviewPanel.tsx).

import { review as en } from "./en/review";
import { review as zh } from "./zh/review";

export const review = { en, zh };
