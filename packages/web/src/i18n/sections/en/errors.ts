// English: the errors section (its header: ../errors.ts). One file per
// language, so a page loads its own language only (i18n/index.ts).

import { move } from "./move";
import { onlineTakeback } from "./onlineTakeback";
import { rosterUndo } from "./rosterUndo";

export const errors = {
  errors: {
    ...onlineTakeback.errors,
    ...rosterUndo.errors,
    ...move.errors,
    ERR_MALFORMED: "The request was not understood: reload the page and try again.",
    ERR_TOO_LARGE: "That message is too large for the server.",
    ERR_NOT_SEATED: "Take a seat at this table first.",
    ERR_NOT_STARTED: "The game has not started yet.",
    ERR_ILLEGAL_ACTION: "That move is not allowed now.",
    ERR_CONFIG: "These game settings cannot be used: check the options.",
    ERR_CONFLICT: "Someone changed the table at the same moment: try again.",
    ERR_STORAGE_UNAVAILABLE:
      "The server has lost its connection to storage and is retrying: try again in a moment.",
    ERR_INTERNAL: "The server could not do that just now: try again.",
    ERR_SERVER_RESTARTING: "The server is restarting: nothing changed; try again once it is back.",
    ERR_BAD_NAME: "This name cannot be used: choose another.",
    ERR_NO_TOKENS: "You have no tokens left, so you must take the card.",
    ERR_NUMBER_TAKEN: "That number already has a card on it.",
    ERR_NUMBER_OFF_LINE: "That number is not on the line this round.",
    ERR_DECOY_FLAG: "Say whether this card is your decoy (only in decoy rounds).",
    ERR_DECOY_TWICE: "One of your two cards this round must be the decoy and the other real.",
    ERR_BAD_RECIPIENT: "You can only give the roll to another player at the table.",
    ERR_GAME_OVER: "The game is already over.",
    ERR_NOT_YOUR_TURN: "It is not your turn.",
    ERR_STALE: "The table moved on meanwhile; look again and repeat your move.",
    ERR_NOT_FOUND: "No table has this code or link.",
    ERR_SEAT_TAKEN: "Someone has just taken that seat.",
    ERR_NO_FREE_SEAT: "Every seat at this table is taken; you can watch.",
    ERR_SEATS_OPEN: "Some seats are still free: wait for everyone, or make them computer players.",
    ERR_ALREADY_STARTED: "This table has already started.",
    ERR_RATE_LIMITED: "Too many requests at once; wait a moment and try again.",
    ERR_PROTOCOL_VERSION: "This page is older than the server: reload it.",
    ERR_UNAUTHORIZED: "Only the table's creator can do that.",
    ERR_NO_RACE: "This table has no race for the start.",
    ERR_RACE_WRONG: "Not quite: try again.",
    ERR_RACE_OVER: "Someone has already answered first.",
    ERR_NOT_FINISHED: "The game is not over yet.",
    ERR_SEAT_RESERVED:
      "This seat is kept for a minute for its player from the last game; try again shortly.",
    ERR_PRIVATE_TABLE: "This table is private: only its players can watch it.",
    ERR_TOO_MANY_CONNECTIONS:
      "Too many open connections from this network: close a few tabs or devices, then reload.",
    ERR_NAME_TAKEN: "Someone in this class already has this name: choose another.",
    ERR_NOT_ON_ROSTER: "This name is not on the class list.",
    ERR_WRONG_ROLE: "This link belongs to someone else in the class (teacher or student).",
    ERR_CLASS_ENDED: "This lesson is over.",
    ERR_CLASS_FULL: "This class is full.",
    ERR_PAUSED: "Your teacher has paused the game: wait for the resume.",
    ERR_BAD_SEATING: "These tables cannot be made.",
    ERR_NOT_AWAY: "That player is still at the table.",
    ERR_TOO_EARLY: "Not yet: the player has not been away long enough.",
    ERR_BAD_GRACE: "The grace time is 10 to 600 seconds, or off.",
    ERR_NOT_ALLOWED: "This table does not allow that when a player leaves.",
    ERR_NETWORK:
      "Online play needs the game server. Start it with npm start, or play against the computer: that works offline.",
  },
};
