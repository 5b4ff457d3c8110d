import { seasonMarkerInputSchema, type SeasonMarkerView } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import { markerInputOf, markerPatchOf, markerToFormValues, type MarkerFormValues } from './marker-form-values';

const game: SeasonMarkerView = {
  id: 'm1',
  type: 'game',
  title: 'Derby',
  startDate: '2027-03-04',
  endDate: '2027-03-04',
  time: '18:00',
  durationMinutes: 90,
  colour: '#e11d48',
  notes: '',
  visibleToMembers: true,
};
const patch = (values: MarkerFormValues, changed: (keyof MarkerFormValues)[]) =>
  markerPatchOf(seasonMarkerInputSchema.parse(markerInputOf(values)), values, changed);

describe('the marker form’s changes', () => {
  const start = markerToFormValues(game);

  it('sends only the fields its user changed', () => {
    expect(patch({ ...start, title: 'Derby day', notes: 'x' }, ['title'])).toEqual({ title: 'Derby day' });
  });

  it('“all day” clears the time and the length', () => {
    expect(patch({ ...start, allDay: true }, ['allDay'])).toEqual({ time: null, durationMinutes: null });
    expect(patch({ ...start, durationMinutes: '' }, ['durationMinutes'])).toEqual({ durationMinutes: null });
  });

  it('a new first day of a one-day marker moves its last day too; of a longer one, only the first day', () => {
    expect(patch({ ...start, startDate: '2027-03-05' }, ['startDate'])).toEqual({
      startDate: '2027-03-05',
      endDate: '2027-03-05',
    });
    expect(patch({ ...start, startDate: '2027-03-05', endDate: '2027-03-09' }, ['startDate'])).toEqual({
      startDate: '2027-03-05',
    });
    expect(patch({ ...start, endDate: '' }, ['endDate'])).toEqual({ endDate: '2027-03-04' });
  });

  it('reads a stored marker as the form shows it: one day, all day', () => {
    expect(markerToFormValues({ ...game, time: null, durationMinutes: null })).toMatchObject({
      endDate: '',
      allDay: true,
      time: '',
      durationMinutes: '',
    });
  });
});
