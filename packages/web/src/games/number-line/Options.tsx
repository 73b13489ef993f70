// Number Line's set-up options: none (the table size is the whole config).

import type { ReactNode } from "react";
import type { OptionsProps } from "../types";

export default function NumberLineOptions(_props: OptionsProps): ReactNode {
  return null;
}
