// One small drawing per game for the home page: inline SVG, so no image requests.

import type { GameId } from "@number-games/engine";

function NumberLinePicture() {
  const cards: Record<number, string> = {
    3: "var(--nl-green)",
    6: "var(--nl-orange)",
    8: "var(--nl-blue)",
  };
  return (
    <svg viewBox="0 0 220 100" role="presentation" aria-hidden="true">
      <rect x="0" y="0" width="220" height="100" rx="14" fill="var(--pic-bg)" />
      {Array.from({ length: 10 }, (_, i) => {
        const n = i + 1;
        const x = 12 + i * 20;
        const c = cards[n];
        return (
          <g key={n}>
            <rect
              x={x}
              y={52}
              width="17"
              height="26"
              rx="3"
              fill="var(--surface)"
              stroke="var(--line)"
            />
            <text
              x={x + 8.5}
              y={70}
              fontSize="11"
              textAnchor="middle"
              fill="var(--ink)"
              fontWeight="600"
            >
              {n}
            </text>
            {c ? <rect x={x + 1} y={22} width="15" height="22" rx="3" fill={c} /> : null}
          </g>
        );
      })}
      <path d="M20 88 H200" stroke="var(--line)" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function TakeOrPayPicture() {
  return (
    <svg viewBox="0 0 220 100" role="presentation" aria-hidden="true">
      <rect x="0" y="0" width="220" height="100" rx="14" fill="var(--pic-bg)" />
      <rect
        x="62"
        y="12"
        width="56"
        height="76"
        rx="7"
        fill="var(--surface)"
        stroke="var(--line)"
      />
      <text
        x="90"
        y="56"
        fontSize="21"
        textAnchor="middle"
        fill="var(--ink)"
        fontWeight="700"
        lang="zh-Hans"
      >
        十七
      </text>
      <text x="90" y="80" fontSize="10" textAnchor="middle" fill="var(--muted)">
        shíqī
      </text>
      {[0, 1, 2].map((i) => (
        <circle
          key={i}
          cx={145 + i * 14}
          cy={70 - i * 6}
          r="9"
          fill="var(--token)"
          stroke="var(--token-edge)"
          strokeWidth="2"
        />
      ))}
      <rect x="22" y="20" width="30" height="44" rx="5" fill="var(--accent)" opacity="0.85" />
      <rect x="26" y="16" width="30" height="44" rx="5" fill="var(--accent)" />
    </svg>
  );
}

function MagicNumbersPicture() {
  const pips: [number, number][] = [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ];
  return (
    <svg viewBox="0 0 220 100" role="presentation" aria-hidden="true">
      <rect x="0" y="0" width="220" height="100" rx="14" fill="var(--pic-bg)" />
      <g transform="translate(72 50) rotate(-12)">
        <rect
          x="-28"
          y="-28"
          width="56"
          height="56"
          rx="10"
          fill="var(--surface)"
          stroke="var(--line)"
          strokeWidth="2"
        />
        {pips.map(([dx, dy]) => (
          <circle key={`${dx},${dy}`} cx={dx * 15} cy={dy * 15} r="5" fill="var(--ink)" />
        ))}
      </g>
      <text x="150" y="62" fontSize="34" textAnchor="middle" fill="var(--accent)" fontWeight="800">
        30
      </text>
      <text x="150" y="82" fontSize="12" textAnchor="middle" fill="var(--good)">
        ★
      </text>
      <text x="168" y="82" fontSize="12" textAnchor="middle" fill="var(--evil)">
        ✕
      </text>
    </svg>
  );
}

export function GamePicture({ game }: { game: GameId }) {
  switch (game) {
    case "number-line":
      return <NumberLinePicture />;
    case "take-or-pay":
      return <TakeOrPayPicture />;
    case "magic-numbers":
      return <MagicNumbersPicture />;
  }
}
