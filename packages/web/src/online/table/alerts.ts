// "Your turn" alerts on an online table, for a player whose tab is in the background or who
// looked away: the tab's title and icon change while it is their turn; optionally a short
// tone and, on phones, a vibration when the turn starts; and, only after the player opted
// in (the browser's permission is asked then, never before), a system notification when the
// tab is hidden. The choices persist on this device.

import { useEffect, useRef } from "react";

export interface AlertPrefs {
  readonly sound: boolean;
  readonly notify: boolean;
}

const KEY = "ng.alerts";
const DEFAULT: AlertPrefs = { sound: false, notify: false };

export function loadAlertPrefs(): AlertPrefs {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? "null") as Partial<AlertPrefs> | null;
    return { sound: v?.sound === true, notify: v?.notify === true };
  } catch {
    return DEFAULT;
  }
}

export function saveAlertPrefs(p: AlertPrefs): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(p));
  } catch {
    // no storage: the choice lasts for this page
  }
}

/** The tab's title while it is the player's turn. */
export function alertTitle(base: string, yourTurn: string): string {
  return `● ${yourTurn} · ${base}`;
}

/** The tab icon with a bright dot in its corner: "something for you here". */
export function alertIcon(href: string): string {
  const dot =
    "%3Ccircle cx='26' cy='6' r='6' fill='%23f59f00' stroke='white' stroke-width='1.5'/%3E";
  return href.includes("%3C/svg%3E") ? href.replace("%3C/svg%3E", `${dot}%3C/svg%3E`) : href;
}

function beep(): void {
  const Ctx = window.AudioContext;
  if (Ctx === undefined) return;
  const ctx = new Ctx();
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.frequency.value = 880;
  gain.gain.setValueAtTime(0.15, ctx.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + 0.18);
  osc.connect(gain).connect(ctx.destination);
  osc.start();
  osc.stop(ctx.currentTime + 0.2);
  osc.onended = () => void ctx.close();
}

/**
 * While `mine` (it is this player's turn): the title and icon say so. When a turn starts:
 * the tone (when chosen), a vibration (where the device has one) and, when the tab is hidden
 * and the player opted in, a notification saying `text`.
 */
export function useTurnAlert(mine: boolean, prefs: AlertPrefs, text: string): void {
  const started = useRef(false);
  useEffect(() => {
    if (!mine) {
      started.current = false;
      return;
    }
    const title = document.title;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    const icon = link?.getAttribute("href") ?? null;
    document.title = alertTitle(title, text);
    if (link && icon !== null) link.setAttribute("href", alertIcon(icon));
    if (!started.current) {
      started.current = true;
      if (prefs.sound) beep();
      navigator.vibrate?.(150);
      if (
        prefs.notify &&
        document.visibilityState === "hidden" &&
        typeof Notification !== "undefined" &&
        Notification.permission === "granted"
      ) {
        new Notification(text, { tag: "ng-turn" });
      }
    }
    return () => {
      document.title = title;
      if (link && icon !== null) link.setAttribute("href", icon);
    };
  }, [mine, prefs.sound, prefs.notify, text]);
}
