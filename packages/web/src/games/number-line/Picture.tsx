// Number Line's drawing for the home page: inline SVG, so no image requests.

export default function NumberLinePicture() {
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
