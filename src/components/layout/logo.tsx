/** The wordmark: drawn, not fetched. */
export function Logo({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 120 36" className="h-8 w-auto" role="img" aria-label={label} direction="ltr">
      <rect x="0" y="4" width="28" height="28" rx="7" fill="#f7941d" />
      <path
        d="M7 26 L14 9 L21 26 M10 20 H18"
        stroke="#000"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
      <text
        x="34"
        y="27"
        fill="currentColor"
        style={{ fontFamily: 'var(--font-cairo-latin), sans-serif' }}
        fontWeight="700"
        fontSize="24"
      >
        aman
      </text>
    </svg>
  );
}
