import { FORMATION_TYPE_LABELS, SPORT_PACKS, type FormationType, type SportId } from '@sideline/domain';

export const sportName = (sport: SportId) => SPORT_PACKS[sport]?.name ?? sport;

export const formationTypeLabel = (type: FormationType) => FORMATION_TYPE_LABELS[type] ?? type;

/** A court template's name in its sport ("Half court"); an unknown id is shown as it is. */
export function courtName(sport: SportId, templateId: string): string {
  return SPORT_PACKS[sport]?.courtTemplates.find((template) => template.id === templateId)?.name ?? templateId;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** The page of one formation, and where its diagram is edited. */
export const formationHref = (id: string) => `/formations/${id}`;
export const formationEditHref = (id: string) => `/formations/${id}/edit`;
