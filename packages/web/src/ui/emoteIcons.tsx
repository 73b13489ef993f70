// The six reactions (protocol EMOTES) as small inline pictures shipped with the app: a phone
// or a laptop without an emoji font drew most of them as empty boxes. Decorative: the words
// are said beside them (a button's label, the reaction list's hidden sentence).

import type { Emote } from "@number-games/protocol";

const SKIN = "#f2c94c";
const EDGE = "#7a5200";

/** A round face with what each face emote puts on it. */
function Face({ children }: { children: React.ReactNode }) {
  return (
    <>
      <circle cx="12" cy="12" r="10.5" fill={SKIN} stroke={EDGE} strokeWidth="1.5" />
      {children}
    </>
  );
}

const PICTURES: Readonly<Record<Emote, React.ReactNode>> = {
  "thumbs-up": (
    <g fill={SKIN} stroke={EDGE} strokeWidth="1.5" strokeLinejoin="round">
      <rect x="2.5" y="10.5" width="4.5" height="11" rx="1" />
      <path d="M7 11.5 L11 3.8 Q12.6 2.6 13.6 4 Q14.2 5.4 13.4 8.5 L19.5 8.5 Q21.6 8.8 21 11 L19.3 19.6 Q18.8 21.3 17 21.4 L7 21.4 Z" />
    </g>
  ),
  clap: (
    <g stroke={EDGE} strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round">
      <rect x="4" y="7" width="8" height="14" rx="4" fill={SKIN} transform="rotate(-18 8 14)" />
      <rect x="11" y="7" width="8" height="14" rx="4" fill={SKIN} transform="rotate(18 15 14)" />
      <path d="M6 4 L7.2 5.8 M11.5 1.8 L11.5 4 M17 4 L15.8 5.8" fill="none" />
    </g>
  ),
  laugh: (
    <Face>
      <path
        d="M6.8 9.6 Q8.3 7.6 9.8 9.6 M14.2 9.6 Q15.7 7.6 17.2 9.6"
        fill="none"
        stroke={EDGE}
        strokeWidth="1.5"
        strokeLinecap="round"
      />
      <path d="M6.5 13 L17.5 13 Q17 18.5 12 18.5 Q7 18.5 6.5 13 Z" fill={EDGE} />
    </Face>
  ),
  wow: (
    <Face>
      <circle cx="8.5" cy="9.5" r="1.4" fill={EDGE} />
      <circle cx="15.5" cy="9.5" r="1.4" fill={EDGE} />
      <ellipse cx="12" cy="16" rx="2.4" ry="3" fill={EDGE} />
    </Face>
  ),
  thinking: (
    <Face>
      <path
        d="M6.5 7 Q8.3 5.6 10.2 6.6 M14 7.4 L17.4 7.4"
        fill="none"
        stroke={EDGE}
        strokeWidth="1.5"
        strokeLinecap="round"
      />
      <circle cx="8.5" cy="10" r="1.3" fill={EDGE} />
      <circle cx="15.5" cy="10" r="1.3" fill={EDGE} />
      <path d="M9 15.5 L15 14.2" stroke={EDGE} strokeWidth="1.5" strokeLinecap="round" />
    </Face>
  ),
  wave: (
    <g stroke={EDGE} strokeWidth="1.5" strokeLinejoin="round" strokeLinecap="round">
      <path
        d="M7 21 Q4 18 4.5 13.5 L4.5 11 Q5.5 9.5 6.8 11 L7.2 13 L7.2 5 Q8.3 3.6 9.4 5 L9.6 11 L9.8 3.8 Q11 2.4 12.1 3.8 L12.2 11 L12.6 4.6 Q13.8 3.3 14.8 4.8 L14.8 11.5 L15.4 7.2 Q16.6 6 17.6 7.4 L17.2 15 Q16.6 19.8 13 21.4 Z"
        fill={SKIN}
      />
      <path d="M19.6 3.5 Q21.4 5.4 21.2 8 M1.8 15.5 Q2 18 3.6 19.6" fill="none" />
    </g>
  ),
};

/** One reaction's picture, sized to the text around it. */
export function EmoteIcon({ emote }: { emote: Emote }) {
  return (
    <svg
      className="emote-icon"
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      aria-hidden="true"
      focusable="false"
      data-icon={emote}
    >
      {PICTURES[emote]}
    </svg>
  );
}
