import { SPORT_PACKS, findDrillType, findPosition, type DrillInput, type SportId } from '@sideline/domain';
import type { DefaultValues } from 'react-hook-form';
import type { DrillDetail } from '@sideline/domain';

/** What the form holds: the schema's input shape with every field present. */
export type DrillFormValues = Required<DrillInput>;

/** A new drill. Lengths and player counts start empty on purpose: a pre-filled guess would be saved unread. */
export function emptyDrillForm(
  sport: SportId = 'quadball',
  variationOf: string | null = null,
): DefaultValues<DrillFormValues> {
  return {
    sport,
    name: '',
    briefDescription: '',
    detailedDescription: '',
    drillTypes: [],
    skillLevels: [],
    complexity: null,
    playersMax: null,
    skills: [],
    positions: [],
    videoUrl: null,
    diagrams: [],
    visibility: 'public',
    teamId: null,
    editableByOthers: false,
    variationOf,
  };
}

/** A saved drill as form values (for editing). */
export function drillToFormValues(drill: DrillDetail): DrillFormValues {
  return {
    sport: drill.sport,
    name: drill.name,
    briefDescription: drill.briefDescription,
    detailedDescription: drill.detailedDescription,
    drillTypes: [...drill.drillTypes],
    skillLevels: [...drill.skillLevels],
    complexity: drill.complexity,
    lengthMin: drill.lengthMin,
    lengthMax: drill.lengthMax,
    playersMin: drill.playersMin,
    playersMax: drill.playersMax,
    skills: [...drill.skills],
    positions: [...drill.positions],
    videoUrl: drill.videoUrl,
    diagrams: drill.diagrams.map((diagram) => ({ ...diagram })),
    visibility: drill.visibility,
    teamId: drill.teamId,
    editableByOthers: drill.editableByOthers,
    variationOf: drill.variationOf,
  };
}

/**
 * Switching sport keeps what still makes sense: positions and drill types the new sport also has (by name),
 * spelled its way. Skills stay (they are free text); diagrams stay (their courts are drawn already).
 */
export function adaptToSport(
  values: Pick<DrillFormValues, 'positions' | 'drillTypes'>,
  from: SportId,
  to: SportId,
): Pick<DrillFormValues, 'positions' | 'drillTypes'> {
  const positions = values.positions.flatMap((id) => {
    const name = findPosition(from, id)?.name ?? id;
    const match = findPosition(to, name) ?? findPosition(to, id);
    return match ? [match.id] : [];
  });
  const drillTypes = values.drillTypes.flatMap((type) => {
    const match = findDrillType(to, type);
    return match ? [match] : [];
  });
  return { positions: [...new Set(positions)], drillTypes: [...new Set(drillTypes)] };
}

export const packOf = (sport: SportId) => SPORT_PACKS[sport];
