import { valueOfSecrecy } from "./src/games/magic-numbers/secrecy";
const t0 = Date.now();
const r = valueOfSecrecy({ opponent: "medium", games: 20, rules: { target: 30, goodBonus: 10, dieSides: 6 } });
console.log(JSON.stringify(r), Date.now() - t0);
