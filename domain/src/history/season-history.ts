import type { SeasonCommand } from '../season/season.commands';
import type { SeasonState } from '../season/season.decider';
import { emptyView, listField, valueField, type ReadableView } from './readable-view';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const span = (start: string, end: string) => (start === end ? start : `${start} – ${end}`);

/** A season as its details, its sections (in order) and its markers (by date). */
export function seasonHistoryView(state: SeasonState): ReadableView {
  if (state.status === 'none') return emptyView();
  const d = state.details;
  const markers = Object.values(state.markers).sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id),
  );
  return {
    fields: {
      name: valueField('name', d.name),
      startDate: valueField('first day', d.startDate),
      endDate: valueField('last day', d.endDate),
      templatePlanId: valueField('template plan', d.templatePlanId ? 'a plan' : null),
      sections: listField(
        'sections',
        state.sections.map((s) => ({
          key: s.id,
          label: `${s.name} (${span(s.startDate, s.endDate)})${s.visibleToMembers ? '' : ', staff only'}${s.notes ? `: ${s.notes}` : ''}`,
        })),
      ),
      markers: listField(
        'markers',
        markers.map((m) => ({
          key: m.id,
          label: `${m.type} “${m.title}” ${span(m.startDate, m.endDate)}${m.time ? ` at ${m.time}` : ''}${m.visibleToMembers ? '' : ', staff only'}`,
        })),
      ),
    },
  };
}

const changesOf = <T extends object>(now: T, then: T): Partial<T> => {
  const changes: Partial<T> = {};
  for (const key of Object.keys(then) as (keyof T)[])
    if (key !== 'id' && !same(now[key], then[key])) changes[key] = then[key];
  return changes;
};

/**
 * The season commands that take today's season back to `target`: details field by field; sections and markers
 * removed since come back whole (same ids), ones added since go, changed ones are edited back; then the sections'
 * order. Each is decided by the season decider like any edit.
 */
export function seasonRestoreCommands(current: SeasonState, target: SeasonState): SeasonCommand[] {
  if (current.status === 'none' || target.status === 'none') return [];
  const commands: SeasonCommand[] = [];
  const details = changesOf(current.details, target.details);
  if (Object.keys(details).length > 0)
    commands.push({ type: 'EditSeason', data: { changes: details, practiceDates: [] } });
  const wantedSections = new Map(target.sections.map((s) => [s.id, s]));
  const haveSections = new Map(current.sections.map((s) => [s.id, s]));
  for (const section of current.sections)
    if (!wantedSections.has(section.id))
      commands.push({ type: 'RemoveSeasonSection', data: { sectionId: section.id } });
  target.sections.forEach((section, index) => {
    const now = haveSections.get(section.id);
    if (!now) commands.push({ type: 'AddSeasonSection', data: { section, index } });
    else if (!same(now, section))
      commands.push({ type: 'EditSeasonSection', data: { sectionId: section.id, changes: changesOf(now, section) } });
  });
  if (target.sections.length > 1)
    commands.push({ type: 'ReorderSeasonSections', data: { sectionIds: target.sections.map((s) => s.id) } });
  for (const marker of Object.values(current.markers))
    if (!target.markers[marker.id]) commands.push({ type: 'RemoveSeasonMarker', data: { markerId: marker.id } });
  for (const marker of Object.values(target.markers)) {
    const now = current.markers[marker.id];
    if (!now) commands.push({ type: 'AddSeasonMarker', data: { marker } });
    else if (!same(now, marker))
      commands.push({ type: 'EditSeasonMarker', data: { markerId: marker.id, changes: changesOf(now, marker) } });
  }
  return commands;
}
