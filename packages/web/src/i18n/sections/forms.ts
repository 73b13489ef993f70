// Form help: a message at the field that is wrong, and why a button is disabled (ui/Why.tsx).

import { forms as en } from "./en/forms";
import { forms as zh } from "./zh/forms";

export const forms = { en, zh };
