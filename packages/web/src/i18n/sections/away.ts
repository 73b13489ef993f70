// Online tables when players leave (online/table/Presence.tsx, Ending.tsx): who is connected,
// claiming the win, handing a seat to the computer, resigning, coming back; the table's rule
// on the create form; and the list of this device's online tables (online/MyTables.tsx).

import { away as en } from "./en/away";
import { away as zh } from "./zh/away";

export const away = { en, zh };
