/** The Sideline mark: a whistle-orange "S" drawn like a play arrow on a navy tile. */
export function SidelineLogo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="currentColor" />
      <path
        d="M9 22c2.5 1.6 5 2 7.5 1.4 3.4-.8 4.6-3.3 3.6-5.3-.9-1.8-3-2.3-5.1-2.8-2.1-.5-3.9-1-4.3-2.6-.5-2 1.6-3.8 4.6-3.7 1.8.1 3.3.6 4.7 1.5"
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="2.8"
        strokeLinecap="round"
      />
    </svg>
  );
}
