// Small preferences kept on this device: last names typed, computer speed, card display.

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const PREFS = "ng.prefs";

export interface Prefs {
  readonly names: readonly string[];
  /** Milliseconds a computer player waits before moving, so people can follow. */
  readonly botDelay: number;
  readonly pinyin: boolean;
  readonly arabic: boolean;
}

const DEFAULT_PREFS: Prefs = { names: [], botDelay: 700, pinyin: true, arabic: true };

export function loadPrefs(): Prefs {
  try {
    const raw = store()?.getItem(PREFS);
    if (raw == null) return DEFAULT_PREFS;
    const p = JSON.parse(raw) as Partial<Prefs>;
    return {
      names: Array.isArray(p.names)
        ? p.names.filter((n) => typeof n === "string")
        : DEFAULT_PREFS.names,
      botDelay:
        typeof p.botDelay === "number" && p.botDelay >= 0 ? p.botDelay : DEFAULT_PREFS.botDelay,
      pinyin: typeof p.pinyin === "boolean" ? p.pinyin : DEFAULT_PREFS.pinyin,
      arabic: typeof p.arabic === "boolean" ? p.arabic : DEFAULT_PREFS.arabic,
    };
  } catch {
    return DEFAULT_PREFS;
  }
}

export function savePrefs(patch: Partial<Prefs>): Prefs {
  const next = { ...loadPrefs(), ...patch };
  try {
    store()?.setItem(PREFS, JSON.stringify(next));
  } catch {
    // ignore: preferences are a convenience
  }
  return next;
}
