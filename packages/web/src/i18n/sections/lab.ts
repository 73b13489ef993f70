// The Strategy lab (lab/): the reports of `numbers analyze` in the app, and more games run on
// this device. The figures' titles are translated here by figure id, the axes and tables in
// labFigures.ts, the descriptions and bases in labDescriptions.ts.

import { lab as en } from "./en/lab";
import { lab as zh } from "./zh/lab";

export const lab = { en, zh };
