import { formatMinutes } from '@sideline/domain';

/** How a practice's plan fills its calendar slot, in the words the week view shows beside it. */
export function practiceSlotSummary({
  durationMinutes,
  plannedMinutes,
}: {
  durationMinutes: number;
  plannedMinutes: number;
}): string {
  const [planned, slot] = [formatMinutes(plannedMinutes), formatMinutes(durationMinutes)];
  if (plannedMinutes === 0) return `${slot} slot, nothing planned yet`;
  if (plannedMinutes === durationMinutes) return `${planned} planned`;
  if (plannedMinutes < durationMinutes) return `${planned} of ${slot} planned`;
  return `${planned} planned, ${formatMinutes(plannedMinutes - durationMinutes)} over the ${slot} slot`;
}
