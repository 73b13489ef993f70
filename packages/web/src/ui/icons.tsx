// Small inline icons (no emoji: not every device has an emoji font).

export function SpeakerIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      <path
        d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The turn timer's stopwatch (was the emoji U+23F1, an empty box without an emoji font); takes the text's colour. */
export function StopwatchIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      data-icon="stopwatch"
    >
      <g fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
        <circle cx="12" cy="13.5" r="8" />
        <path d="M12 13.5 L12 9 M9.5 2.5 L14.5 2.5 M12 2.5 L12 5.5 M18.6 6.2 L20 4.8" />
      </g>
    </svg>
  );
}

export function HandOverIcon() {
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
      <rect x="18" y="8" width="28" height="48" rx="5" fill="var(--accent)" />
      <rect x="22" y="14" width="20" height="34" rx="2" fill="var(--accent-soft)" />
      <path
        d="M6 40c6-2 10 2 14 6M58 24c-6 2-10-2-14-6"
        stroke="var(--ink)"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M16 42l4 4-5 2M48 22l-4-4 5-2"
        stroke="var(--ink)"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function BotBadge({ label }: { label: string }) {
  return <span className="bot-badge">{label}</span>;
}
