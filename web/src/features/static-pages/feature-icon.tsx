import type { LandingFeature } from './landing-features';

const PATHS: Record<LandingFeature['icon'], string> = {
  library: 'M5 4h4v16H5zM10 4h4v16h-4zM15.5 4.5l3.8-1 4 15.5-3.8 1z',
  court: 'M3 5h18v14H3zM12 5v14M12 9.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5M3 9h3v6H3M21 9h-3v6h3',
  clock: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18M12 7v5l3.5 2',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3v3H8z',
  live: 'M8 8.5a5 5 0 0 0 0 7M16 8.5a5 5 0 0 1 0 7M5 5.5a9 9 0 0 0 0 13M19 5.5a9 9 0 0 1 0 13M12 10.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3',
  history: 'M4 12a8 8 0 1 0 2.4-5.7M4 4v4h4M12 8v4l3 2',
};

export function FeatureIcon({ name, className }: { name: LandingFeature['icon']; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
