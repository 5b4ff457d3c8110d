import type { MarkerType, SeasonMarkerInput, SeasonMarkerPatch, SeasonMarkerView } from '@sideline/domain';

/** What the marker form holds: text as typed, "last day" empty for a one-day marker, "all day" for no time. */
export interface MarkerFormValues {
  type: MarkerType;
  title: string;
  startDate: string;
  endDate: string;
  allDay: boolean;
  time: string;
  durationMinutes: string;
  colour: string;
  notes: string;
  visibleToMembers: boolean;
}

export const ALL_DAY_TYPES: ReadonlySet<MarkerType> = new Set(['break', 'tournament', 'deadline']);

export function markerToFormValues(marker: SeasonMarkerView | undefined): MarkerFormValues {
  return {
    type: marker?.type ?? 'game',
    title: marker?.title ?? '',
    startDate: marker?.startDate ?? '',
    endDate: marker && marker.endDate !== marker.startDate ? marker.endDate : '',
    allDay: marker ? !marker.time : false,
    time: marker?.time ?? '',
    durationMinutes: marker?.durationMinutes ? String(marker.durationMinutes) : '',
    colour: marker?.colour ?? '#e11d48',
    notes: marker?.notes ?? '',
    visibleToMembers: marker?.visibleToMembers ?? true,
  };
}

/** The form's values as the marker schema's input (all day: no time and no length, whatever the fields hold). */
export function markerInputOf(values: MarkerFormValues): Record<keyof SeasonMarkerInput, unknown> {
  const { allDay: _allDay, ...fields } = values;
  return {
    ...fields,
    endDate: values.endDate || undefined,
    time: values.allDay ? null : values.time || null,
    durationMinutes: !values.allDay && values.durationMinutes ? Number(values.durationMinutes) : null,
  };
}

/**
 * The marker's fields that follow from the form fields its user changed, taken from the checked input: ticking "all
 * day" clears the time and length; an empty "last day" means one day, so a new first day moves the last day with it.
 */
export function markerPatchOf(
  input: SeasonMarkerInput,
  values: MarkerFormValues,
  changed: readonly (keyof MarkerFormValues)[],
): SeasonMarkerPatch {
  const fields = new Set<keyof SeasonMarkerInput>();
  for (const key of changed) {
    if (key === 'allDay') {
      fields.add('time');
      fields.add('durationMinutes');
    } else {
      fields.add(key);
      if (key === 'startDate' && values.endDate === '') fields.add('endDate');
    }
  }
  return Object.fromEntries([...fields].map((field) => [field, input[field]]));
}
