// The conformance suite on a game the engine does not ship: Toy Nim, registered here.

import { registerGame } from "../src/index";
import { conformance } from "./support/conformance";
import { TOY_NIM_ID, toyNim } from "./support/toy-nim";

registerGame(toyNim);

conformance(TOY_NIM_ID, [{ players: 2 }, { players: 3, firstPlayer: 2 }, { players: 4 }, {}]);
