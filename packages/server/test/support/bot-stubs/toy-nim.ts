// The bot decision module of a server that plays the tests' Toy Nim: a bot worker thread has
// registries of its own, so this module (BotPoolOptions.module) registers the game in the
// thread's engine and bots, then decides exactly as the default module (bot-decide.ts) does.

import { registerBotGame } from "@number-games/bots";
import { registerGame } from "@number-games/engine";
import { toyNimBots } from "../../../../bots/test/support/toy-nim-bots";
import { TOY_NIM_ID, toyNim } from "../../../../engine/test/support/toy-nim";

export { decide } from "../../../src/bots/bot-decide";

registerGame(toyNim);
registerBotGame(TOY_NIM_ID, toyNimBots);
