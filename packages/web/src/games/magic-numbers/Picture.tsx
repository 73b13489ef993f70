// Magic Numbers' drawing for the home page: inline SVG, so no image requests.

export default function MagicNumbersPicture() {
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
