// The shipped Mandarin clips 一 … 三十六 (scripts/gen-audio.sh): each exists, is an Ogg Vorbis
// stream (mono, with its identification header), and lasts as long as a spoken number does.
// That each one decodes and is not silent is checked in Chromium (e2e/audio.spec.ts).

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { clipUrl } from "./speech";

const PUBLIC = fileURLToPath(new URL("../../../public", import.meta.url));

interface OggInfo {
  readonly channels: number;
  readonly rate: number;
  /** Samples in the stream: the last page's granule position. */
  readonly samples: number;
  readonly pages: number;
}

/** Walks the Ogg pages (capture pattern, header, segment table) and reads the Vorbis id header. */
function oggInfo(bytes: Uint8Array): OggInfo {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  let pages = 0;
  let granule = 0;
  let channels = 0;
  let rate = 0;
  while (at < bytes.length) {
    const tag = String.fromCharCode(...bytes.subarray(at, at + 4));
    if (tag !== "OggS") throw new Error(`no Ogg page at byte ${at}`);
    const segments = bytes[at + 26]!;
    let body = 0;
    for (let i = 0; i < segments; i++) body += bytes[at + 27 + i]!;
    const start = at + 27 + segments;
    if (pages === 0) {
      // The first packet: 0x01 "vorbis", version, channels, sample rate.
      const id = String.fromCharCode(...bytes.subarray(start + 1, start + 7));
      if (bytes[start] !== 1 || id !== "vorbis") throw new Error("not a Vorbis stream");
      channels = bytes[start + 11]!;
      rate = view.getUint32(start + 12, true);
    }
    const g = Number(view.getBigInt64(at + 6, true));
    if (g > 0) granule = g;
    at = start + body;
    pages++;
  }
  if (at !== bytes.length) throw new Error("truncated Ogg page");
  return { channels, rate, samples: granule, pages };
}

describe("Take or Pay's Mandarin clips", () => {
  for (let n = 1; n <= 36; n++) {
    it(`${n}: ${clipUrl(n)} is a mono Ogg Vorbis clip of a spoken number's length`, () => {
      const bytes = new Uint8Array(readFileSync(`${PUBLIC}${clipUrl(n)}`));
      const info = oggInfo(bytes);
      expect(info.channels).toBe(1);
      expect(info.rate).toBe(22050);
      const seconds = info.samples / info.rate;
      expect(seconds).toBeGreaterThan(0.3);
      expect(seconds).toBeLessThan(2.5);
      expect(bytes.length).toBeLessThan(40_000);
    });
  }

  it("rejects what is not a clip", () => {
    expect(() => oggInfo(new TextEncoder().encode("<!doctype html>"))).toThrow(/no Ogg page/);
  });
});
