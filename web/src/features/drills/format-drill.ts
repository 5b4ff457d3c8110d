import { findPosition, formatMinutes, sportNameOf, type SportId } from '@sideline/domain';

/** "10–15 min", "45 min–1 h 30 min", or "10 min" when both ends agree: durations as `formatMinutes` writes them. */
export function formatLength(min: number, max: number): string {
  if (min === max) return formatMinutes(min);
  return max < 60 ? `${min}–${formatMinutes(max)}` : `${formatMinutes(min)}–${formatMinutes(max)}`;
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

export const sportName = (sport: string) => sportNameOf(sport);
