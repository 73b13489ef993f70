// This browser's device id (random, kept in localStorage), sent with every socket connection
// (`auth.device`): the server's cap on connections per address counts devices, so a
// student's class page and table, or a teacher's dashboard and a watched table, take one
// place (docs/protocol.md, "Connections"). Without storage, one id per page load.

import { DEVICE_ID_PATTERN } from "@number-games/protocol/light";

const KEY = "number-games:device";
let fallback: string | null = null;

function newDeviceId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function deviceId(): string {
  try {
    const kept = localStorage.getItem(KEY);
    if (kept !== null && DEVICE_ID_PATTERN.test(kept)) return kept;
    const made = newDeviceId();
    localStorage.setItem(KEY, made);
    return made;
  } catch {
    fallback ??= newDeviceId();
    return fallback;
  }
}
