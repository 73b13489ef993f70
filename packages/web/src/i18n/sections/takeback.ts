// Takeback and resign in local games (local/takeback.ts, play/LocalControls.tsx).

import { takeback as en } from "./en/takeback";
import { takeback as zh } from "./zh/takeback";

export const takeback = { en, zh };
