// Online takeback (online/table/Takeback.tsx) and its refusals (the protocol's error codes).

import { onlineTakeback as en } from "./en/onlineTakeback";
import { onlineTakeback as zh } from "./zh/onlineTakeback";

export const onlineTakeback = { en, zh };
