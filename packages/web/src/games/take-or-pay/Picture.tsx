// Take or Pay's drawing for the home page: inline SVG, so no image requests.

export default function TakeOrPayPicture() {
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
