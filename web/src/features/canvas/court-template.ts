import { SPORT_PACKS, type CourtTemplate, type SportId } from '@sideline/domain';

/** Court template ids are unique across packs (they start with the sport's id), so a diagram needs only the id. */
export function findCourtTemplate(templateId: string | null | undefined): CourtTemplate | undefined {
  if (!templateId) return undefined;
  for (const pack of Object.values(SPORT_PACKS)) {
    const template = pack.courtTemplates.find((candidate) => candidate.id === templateId);
    if (template) return template;
  }
  return undefined;
}

export function courtTemplatesOf(sport: SportId): readonly CourtTemplate[] {
  return SPORT_PACKS[sport].courtTemplates;
}
