/** A drawn stand-in for the maker's portrait: no external image, looks right in both themes. */
export function Portrait({ label }: { label: string }) {
  return (
    <svg className="portrait" viewBox="0 0 240 240" role="img" aria-label={label}>
      <defs>
        <linearGradient id="portrait-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--portrait-from)" />
          <stop offset="1" stopColor="var(--portrait-to)" />
        </linearGradient>
      </defs>
      <circle cx="120" cy="120" r="116" fill="url(#portrait-bg)" />
      <circle cx="120" cy="120" r="116" fill="none" stroke="var(--accent)" strokeWidth="2" />
      <circle cx="120" cy="120" r="106" fill="none" stroke="var(--accent)" strokeWidth="0.8" opacity="0.6" />
      <g fill="var(--portrait-figure)">
        <circle cx="120" cy="98" r="38" />
        <path d="M50 206c6-40 36-62 70-62s64 22 70 62a106 106 0 0 1-140 0z" />
      </g>
      <g fill="none" stroke="var(--accent)" strokeWidth="1.6">
        <path d="M150 120c-7 5-10 10-10 16a10 10 0 0 0 20 0c0-6-3-11-10-16z" />
        <circle cx="150" cy="137" r="3.5" fill="var(--burgundy)" />
      </g>
    </svg>
  );
}
