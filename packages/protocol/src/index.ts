// @number-games/protocol: the client/server messages as zod schemas and inferred types, the
// HTTP route table and its typed fetch client, PROTOCOL_VERSION, limits and error codes. Depends
// on the engine (types, game registry) and zod; the socket client is the subpath
// `@number-games/protocol/socket-client` (it needs socket.io-client). Everything but the
// sameness of names (names.ts, with its confusables table) is also the subpath
// `@number-games/protocol/light`, for pages that can do without that table.

export * from "./light";
export {
  checkPlayerName,
  isBotLikeName,
  nameKey,
  parsePlayerName,
} from "./names";
