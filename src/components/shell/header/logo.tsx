/** The brand mark: a sun over a wave and the name, inline (no request, crisp at any size). Decorative: the link names it. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 150 32" width="150" height="32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="14" r="7" fill="#ffc857" />
      <path d="M2 24c5-4 9-4 14 0s9 4 14 0" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      <text x="38" y="23" fill="currentColor" fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" fontSize="21" fontWeight="700">
        escapade
      </text>
    </svg>
  );
}
