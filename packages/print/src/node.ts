// The Node side of font loading (CLI, tests): reads the font files from the installed
// @fontsource/noto-sans-sc package. The only module of this package that touches Node.

import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { FONT_PACKAGE } from "./fonts/files";
import type { FontLoader } from "./pdf";

const require = createRequire(import.meta.url);

export const nodeFontLoader: FontLoader = async (file) =>
  new Uint8Array(await readFile(require.resolve(`${FONT_PACKAGE}/files/${file}`)));
