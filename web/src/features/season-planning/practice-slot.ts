/** How a practice's plan fills its calendar slot, in the words the week view shows beside it. */
export function practiceSlotSummary({
  durationMinutes,
  plannedMinutes,
}: {
  durationMinutes: number;
  plannedMinutes: number;
}): string {
  if (plannedMinutes === 0) return `${durationMinutes} min slot, nothing planned yet`;
  if (plannedMinutes === durationMinutes) return `${durationMinutes} min planned`;
  if (plannedMinutes < durationMinutes) return `${plannedMinutes} of ${durationMinutes} min planned`;
  return `${plannedMinutes} min planned, ${plannedMinutes - durationMinutes} over the ${durationMinutes} min slot`;
}
