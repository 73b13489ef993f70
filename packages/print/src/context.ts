// What every page drawer gets: where to draw, the paper, the words in the chosen language
// and the checked options.

import type { Surface } from "./canvas";
import type { PrintOptions } from "./options";
import type { Size } from "./paper";
import type { PrintText } from "./text";

export interface DrawContext {
  readonly surface: Surface;
  readonly paper: Size;
  readonly text: PrintText;
  readonly options: PrintOptions;
}

export type PartDrawer = (ctx: DrawContext) => void;
