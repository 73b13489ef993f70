// The rules pages (packages/web/src/rules) and the "?" on every table. The rule texts
// themselves are the printed sheet's (packages/print src/rules), in both languages.

import { rules as en } from "./en/rules";
import { rules as zh } from "./zh/rules";

export const rules = { en, zh };
