// Random identifiers and secrets (node:crypto only), and how secrets are kept: tokens are
// stored as their sha256 and compared in constant time.

import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from "@number-games/protocol";

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/** "t" + 24 base-32 characters: 120 random bits. */
export function newTableId(): string {
  const bytes = randomBytes(15);
  let bits = 0;
  let value = 0;
  let out = "t";
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

export function newJoinCode(): string {
  let code = "";
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) {
    code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  }
  return code;
}

/** A bearer secret (host or seat token): 256 random bits, base64url. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** A table's chance seed: 32 random bytes as 64 hex characters. */
export function newSeed(): string {
  return randomBytes(32).toString("hex");
}

/** Hex SHA-256 of a string's UTF-8 bytes: token hashes and the seed commitment. */
export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** Does `token` hash to `hash`? Constant time in the hash comparison. */
export function tokenMatches(token: string, hash: string | null): boolean {
  if (hash === null) return false;
  const a = Buffer.from(sha256Hex(token), "hex");
  const b = Buffer.from(hash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
