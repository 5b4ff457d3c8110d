import { SPORT_PACKS, findPosition, type SportId } from '@sideline/domain';

/** "10–15 min", or "10 min" when both ends agree. */
export function formatLength(min: number, max: number): string {
  return min === max ? `${min} min` : `${min}–${max} min`;
}

/** "6–12", "6+" (no upper limit) or "8" (exactly). */
export function formatPlayers(min: number, max: number | null): string {
  if (max === null) return `${min}+`;
  return min === max ? String(min) : `${min}–${max}`;
}

export function playersLabel(min: number, max: number | null): string {
  const count = formatPlayers(min, max);
  return max === 1 && min === 1 ? '1 player' : `${count} players`;
}

/** A position's name in its sport; unknown ids are shown as they are. */
export function positionName(sport: SportId, id: string): string {
  return findPosition(sport, id)?.name ?? id;
}

export const sportName = (sport: SportId) => SPORT_PACKS[sport]?.name ?? sport;

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}
