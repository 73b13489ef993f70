// The whole game log (packages/web/src/log): one line per public event.

import { log as en } from "./en/log";
import { log as zh } from "./zh/log";

export const log = { en, zh };
