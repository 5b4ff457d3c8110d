import { formatMinutes } from '@sideline/domain';

const numberFormat = new Intl.NumberFormat(undefined);

export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/** "12 s", "3 min", "2 h": how far a read model is behind the log (a minute or more reads as every duration does). */
export function formatLagSeconds(seconds: number): string {
  if (seconds < 1) return 'under 1 s';
  if (seconds < 60) return `${Math.round(seconds)} s`;
  return formatMinutes(Math.round(seconds / 60));
}
