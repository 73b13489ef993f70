// The guided first games (/learn/<game>, packages/web/src/tutorial): the page's frame and,
// per game, the hints (keys chosen by the game's tutorial module for the current position).

import { tutorial as en } from "./en/tutorial";
import { tutorial as zh } from "./zh/tutorial";

export const tutorial = { en, zh };
