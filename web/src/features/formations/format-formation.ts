import {
  FORMATION_TYPE_LABELS,
  findSportPack,
  labelOr,
  sportNameOf,
  type FormationType,
  type SportId,
} from '@sideline/domain';

export const sportName = (sport: string) => sportNameOf(sport);

export const formationTypeLabel = (type: FormationType) => labelOr(FORMATION_TYPE_LABELS, type);

/** A court template's name in its sport ("Half court"); an unknown id is shown as it is. */
export function courtName(sport: SportId, templateId: string): string {
  return findSportPack(sport)?.courtTemplates.find((template) => template.id === templateId)?.name ?? templateId;
}

/** The page of one formation, and where its diagram is edited. */
export const formationHref = (id: string) => `/formations/${id}`;
export const formationEditHref = (id: string) => `/formations/${id}/edit`;
