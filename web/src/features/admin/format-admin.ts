const numberFormat = new Intl.NumberFormat(undefined);
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const relativeFormat = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/** "12 s", "3 min", "2 h": how far a read model is behind the log. */
export function formatLagSeconds(seconds: number): string {
  if (seconds < 1) return 'under 1 s';
  if (seconds < 120) return `${Math.round(seconds)} s`;
  if (seconds < 7_200) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 3_600)} h`;
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}

/** "2 minutes ago", "yesterday". */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return iso;
  const seconds = Math.round((at - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return relativeFormat.format(seconds, 'second');
  if (abs < 2_700) return relativeFormat.format(Math.round(seconds / 60), 'minute');
  if (abs < 79_200) return relativeFormat.format(Math.round(seconds / 3_600), 'hour');
  return relativeFormat.format(Math.round(seconds / 86_400), 'day');
}

/** "PracticePlanItemMoved" → "Practice plan item moved". */
export function humaniseEventType(type: string): string {
  const words = type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
