// The protocol's error codes as people read them (every code the server can send; the
// i18n test checks both languages have each).

import { errors as en } from "./en/errors";
import { errors as zh } from "./zh/errors";

export const errors = { en, zh };
