/** A magnifier over an empty shelf: the picture of "no results". */
export function NoResultsIllustration({ size = 96 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 96 96" aria-hidden>
      <rect x="8" y="70" width="80" height="6" rx="3" fill="#e5e5e5" />
      <circle cx="40" cy="40" r="22" fill="#fff7ed" stroke="#f7941d" strokeWidth="5" />
      <path d="M56 56 L74 74" stroke="#000" strokeWidth="7" strokeLinecap="round" />
      <path d="M32 36 L48 44 M48 36 L32 44" stroke="#f7941d" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
