// Mandarin read-aloud: the shipped clip of the card (public/audio/zh/<n>.ogg, made by
// scripts/gen-audio.sh with espeak-ng), so every device speaks Chinese numbers; the
// browser's speech synthesis only where the clip cannot play and a Chinese voice exists.

import { useEffect, useState } from "react";

function findChineseVoice(): SpeechSynthesisVoice | null {
  if (typeof window === "undefined" || !("speechSynthesis" in window)) return null;
  const voices = window.speechSynthesis.getVoices();
  return (
    voices.find((v) => v.lang.toLowerCase().replace("_", "-") === "zh-cn") ??
    voices.find((v) => v.lang.toLowerCase().startsWith("zh")) ??
    null
  );
}

/** The Chinese voice, or null; updates when the browser loads its voices. */
export function useChineseVoice(): SpeechSynthesisVoice | null {
  const [voice, setVoice] = useState<SpeechSynthesisVoice | null>(findChineseVoice);
  useEffect(() => {
    if (typeof window === "undefined" || !("speechSynthesis" in window)) return;
    const update = () => setVoice(findChineseVoice());
    window.speechSynthesis.addEventListener("voiceschanged", update);
    update();
    return () => window.speechSynthesis.removeEventListener("voiceschanged", update);
  }, []);
  return voice;
}

export function speak(text: string, voice: SpeechSynthesisVoice): void {
  const u = new SpeechSynthesisUtterance(text);
  u.voice = voice;
  u.lang = voice.lang;
  u.rate = 0.85;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(u);
}

/** Where the clip of card `n` (1 … 36) is served. */
export function clipUrl(n: number): string {
  return `/audio/zh/${n}.ogg`;
}

let playing: HTMLAudioElement | null = null;

/** Whether this browser can play the shipped clips (Ogg Vorbis). */
export function canPlayClips(): boolean {
  if (typeof Audio === "undefined") return false;
  return new Audio().canPlayType('audio/ogg; codecs="vorbis"') !== "";
}

/**
 * Says card `n` in Mandarin: its clip, or else the browser's Chinese voice (when it has one).
 * Resolves to how it was said, or "none" when neither could.
 */
export async function sayCard(
  n: number,
  text: string,
  voice: SpeechSynthesisVoice | null,
): Promise<"clip" | "voice" | "none"> {
  if (canPlayClips()) {
    try {
      playing?.pause();
      playing = new Audio(clipUrl(n));
      await playing.play();
      return "clip";
    } catch {
      // blocked or missing: fall through to the voice
    }
  }
  if (voice === null) return "none";
  speak(text, voice);
  return "voice";
}
