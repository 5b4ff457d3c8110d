import { deciderSpec } from '../../../testing/decider-spec';
import type { RecurrenceCalendar } from '../recurrence.commands';
import { recurrencesDecider } from '../recurrence.decider';
import type { RecurrenceEvent } from '../recurrence.events';
import type { TemplateConflict } from '../template-propagation';
import { berlin, tueThu } from './recurrence-fixtures';

/** The givens the recurrence decider's specs share: a season's calendar, a created series, generated practices. */

export const spec = deciderSpec(recurrencesDecider);
const { generated: _ignored, ...calendar } = berlin();
export const cal: RecurrenceCalendar = calendar;
export const input = (over: Partial<ReturnType<typeof tueThu>> = {}) => {
  const { moved: _m, cancelled: _c, anchorDate: _a, ...series } = tueThu(over);
  return series;
};
export const created: RecurrenceEvent[] = [{ type: 'RecurrenceCreated', data: { seasonId: 's1', series: tueThu() } }];
export const started: RecurrenceEvent = {
  type: 'RecurrenceGenerationStarted',
  data: { seasonId: 's1', generationId: 'g1', seriesId: 'r1', total: 2, by: 'coach', at: '2026-08-20T10:00:00.000Z' },
};
export const made = (key: string, planId: string): RecurrenceEvent => ({
  type: 'RecurrencePracticeGenerated',
  data: {
    seasonId: 's1',
    generationId: 'g1',
    seriesId: 'r1',
    key,
    planId,
    date: key.slice(3),
    templatePlanId: 'tpl',
    templateVersion: 3,
    origin: { 'p-t1': 't1' },
  },
});
export const aConflict: TemplateConflict = {
  id: 'p-t1:duration',
  entity: 'item',
  practiceEntityId: 'p-t1',
  templateEntityId: 't1',
  field: 'duration',
  label: 'Duration of the drill',
  mine: 25,
  template: 30,
  take: [{ type: 'SetItemDuration', data: { itemId: 'p-t1', durationMinutes: 30 } }],
};
