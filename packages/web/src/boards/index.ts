// The boards, one per game, each loaded on demand (the home page stays light).

import type { GameId } from "@number-games/engine";
import type { ComponentType, LazyExoticComponent } from "react";
import { lazy } from "react";
import type { BoardProps } from "./types";

// biome-ignore lint/suspicious/noExplicitAny: each board narrows the observation it renders
type AnyBoard = LazyExoticComponent<ComponentType<BoardProps<any>>>;

export const BOARDS: Readonly<Record<GameId, AnyBoard>> = {
  "number-line": lazy(() => import("./NumberLineBoard")),
  "take-or-pay": lazy(() => import("./TakeOrPayBoard")),
  "magic-numbers": lazy(() => import("./MagicNumbersBoard")),
};
