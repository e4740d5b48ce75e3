/** A thumb up (like) or, turned over, down (dislike), drawn like the shop's other line icons. */
export function ThumbIcon({ down = false }: { down?: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={down ? { transform: 'rotate(180deg)' } : undefined}
    >
      <path d="M7 10.5v10H4a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1h3z" />
      <path d="M7 10.5 11.2 3a2.2 2.2 0 0 1 3.3 2.3l-.9 4.2h5.3a2 2 0 0 1 2 2.4l-1.4 7a2 2 0 0 1-2 1.6H7" />
    </svg>
  );
}
