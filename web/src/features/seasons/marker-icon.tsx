import type { MarkerType } from '@sideline/domain';

/**
 * A marker type's icon, drawn (not an emoji: a device without a colour-emoji font showed empty boxes), in the text's
 * colour at the text's size. Decorative: the marker's title and type are always written beside it.
 */
const PATHS: Record<MarkerType, string> = {
  // a ball
  game: 'M8 1.5a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13M2 6.5c3 1.5 9 1.5 12 0M2 9.5c3-1.5 9-1.5 12 0',
  // a cup on a stand
  tournament: 'M4.5 2h7v3.5a3.5 3.5 0 0 1-7 0zM4.5 3.5h-2a2 2 0 0 0 2 3M11.5 3.5h2a2 2 0 0 1-2 3M8 9v3M5 14h6',
  // two players facing each other
  scrimmage:
    'M4.5 3a1.5 1.5 0 1 0 0 3a1.5 1.5 0 1 0 0-3M11.5 3a1.5 1.5 0 1 0 0 3a1.5 1.5 0 1 0 0-3M2 14v-3.5a2.5 2.5 0 0 1 5 0V14M9 14v-3.5a2.5 2.5 0 0 1 5 0V14',
  // pause
  break: 'M5.5 3v10M10.5 3v10',
  // a clock
  deadline: 'M8 1.5a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13M8 4.5V8l2.5 1.5',
  // a pin
  custom: 'M8 14.5s4.5-4.2 4.5-8a4.5 4.5 0 0 0-9 0c0 3.8 4.5 8 4.5 8zM8 5a1.5 1.5 0 1 0 0 3a1.5 1.5 0 1 0 0-3',
};

export function MarkerIcon({ type }: { type: MarkerType }) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none', verticalAlign: '-0.125em' }}
    >
      <path d={PATHS[type]} />
    </svg>
  );
}
