// Whether phones can reach this server (online/table/shareOrigin.ts): the share panel's word
// when they cannot.

import { reach as en } from "./en/reach";
import { reach as zh } from "./zh/reach";

export const reach = { en, zh };
