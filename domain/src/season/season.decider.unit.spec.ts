import { describe, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import { seasonDecider } from './season.decider';
import type { SeasonEvent } from './season.events';
import type { SeasonDetails, SeasonMarker, SeasonSection } from './season.model';

const spec = deciderSpec(seasonDecider);
const details: SeasonDetails = {
  name: 'Fall 2026',
  startDate: '2026-09-01',
  endDate: '2026-12-15',
  templatePlanId: null,
};
const created: SeasonEvent[] = [
  { type: 'SeasonCreated', data: { seasonId: 's1', teamId: 't1', details, createdBy: 'olga' } },
];
const section = (over: Partial<SeasonSection> = {}): SeasonSection => ({
  id: 'sec1',
  name: 'Pre-season',
  startDate: '2026-09-01',
  endDate: '2026-09-30',
  colour: '#2563eb',
  notes: '',
  visibleToMembers: true,
  defaultSections: [],
  linkedItems: [],
  ...over,
});
const marker = (over: Partial<SeasonMarker> = {}): SeasonMarker => ({
  id: 'm1',
  type: 'tournament',
  title: 'Autumn Cup',
  startDate: '2026-10-10',
  endDate: '2026-10-11',
  time: null,
  durationMinutes: null,
  colour: '#e11d48',
  notes: '',
  visibleToMembers: true,
  ...over,
});
const withSection: SeasonEvent[] = [
  ...created,
  { type: 'SeasonSectionAdded', data: { seasonId: 's1', section: section(), index: 0 } },
];
const withMarker: SeasonEvent[] = [
  ...created,
  { type: 'SeasonMarkerAdded', data: { seasonId: 's1', marker: marker() } },
];

describe('season decider: the season', () => {
  it('is created once; the end may not come before the start', () => {
    spec
      .given([])
      .when({ type: 'CreateSeason', data: { seasonId: 's1', teamId: 't1', details, createdBy: 'olga' } })
      .then(created);
    spec
      .given(created)
      .when({ type: 'CreateSeason', data: { seasonId: 's1', teamId: 't1', details, createdBy: 'olga' } })
      .thenThrows('SEASON.ALREADY_EXISTS');
    spec
      .given([])
      .when({
        type: 'CreateSeason',
        data: { seasonId: 's1', teamId: 't1', details: { ...details, endDate: '2026-08-01' }, createdBy: 'olga' },
      })
      .thenThrows('SEASON.DATES_OUT_OF_ORDER');
  });
  it('records only what changed', () => {
    spec
      .given(created)
      .when({ type: 'EditSeason', data: { changes: { name: 'Autumn', endDate: '2026-12-15' }, practiceDates: [] } })
      .then([
        {
          type: 'SeasonDetailsChanged',
          data: { seasonId: 's1', changes: { name: { from: 'Fall 2026', to: 'Autumn' } } },
        },
      ]);
    spec
      .given(created)
      .when({ type: 'EditSeason', data: { changes: { name: 'Fall 2026' }, practiceDates: [] } })
      .thenNothingHappens();
  });
  it('moves its dates only when no section, marker or practice is left outside', () => {
    spec
      .given(withSection)
      .when({ type: 'EditSeason', data: { changes: { startDate: '2026-09-10' }, practiceDates: [] } })
      .thenThrows('SEASON.WOULD_LEAVE_OUTSIDE');
    spec
      .given(withMarker)
      .when({ type: 'EditSeason', data: { changes: { endDate: '2026-10-10' }, practiceDates: [] } })
      .thenThrows('SEASON.WOULD_LEAVE_OUTSIDE');
    spec
      .given(created)
      .when({ type: 'EditSeason', data: { changes: { endDate: '2026-11-30' }, practiceDates: ['2026-12-01'] } })
      .thenThrows('SEASON.WOULD_LEAVE_OUTSIDE');
    spec
      .given(withSection)
      .when({ type: 'EditSeason', data: { changes: { endDate: '2026-11-30' }, practiceDates: ['2026-11-30'] } })
      .then([
        {
          type: 'SeasonDetailsChanged',
          data: { seasonId: 's1', changes: { endDate: { from: '2026-12-15', to: '2026-11-30' } } },
        },
      ]);
    spec
      .given(created)
      .when({ type: 'EditSeason', data: { changes: { startDate: '2027-01-01' }, practiceDates: [] } })
      .thenThrows('SEASON.DATES_OUT_OF_ORDER');
  });
  it('keeps an edited season as short as a new one must be: every calendar built from it is bounded by it', () => {
    spec
      .given(created)
      .when({ type: 'EditSeason', data: { changes: { endDate: '9999-12-31' }, practiceDates: [] } })
      .thenThrows('SEASON.TOO_LONG');
    spec
      .given(created)
      .when({ type: 'EditSeason', data: { changes: { startDate: '2024-01-01' }, practiceDates: [] } })
      .thenThrows('SEASON.TOO_LONG');
  });
  it('refuses anything on a season that does not exist', () => {
    spec
      .given([])
      .when({ type: 'AddSeasonMarker', data: { marker: marker() } })
      .thenThrows('SEASON.NOT_FOUND');
  });
});

describe('season decider: sections', () => {
  it('adds a section inside the season, at the end or where asked', () => {
    spec
      .given(created)
      .when({ type: 'AddSeasonSection', data: { section: section(), index: null } })
      .then([{ type: 'SeasonSectionAdded', data: { seasonId: 's1', section: section(), index: 0 } }]);
    spec
      .given(withSection)
      .when({ type: 'AddSeasonSection', data: { section: section({ id: 'sec2', name: 'Regular' }), index: 0 } })
      .then([
        {
          type: 'SeasonSectionAdded',
          data: { seasonId: 's1', section: section({ id: 'sec2', name: 'Regular' }), index: 0 },
        },
      ]);
  });
  it('refuses a section outside the season, naming the field that sticks out', () => {
    spec
      .given(created)
      .when({ type: 'AddSeasonSection', data: { section: section({ startDate: '2026-08-20' }), index: null } })
      .thenThrows('SEASON.OUTSIDE_SEASON');
    spec
      .given(created)
      .when({ type: 'AddSeasonSection', data: { section: section({ endDate: '2027-01-01' }), index: null } })
      .thenThrows('SEASON.OUTSIDE_SEASON');
    spec
      .given(withSection)
      .when({ type: 'EditSeasonSection', data: { sectionId: 'sec1', changes: { endDate: '2027-01-01' } } })
      .thenThrows('SEASON.OUTSIDE_SEASON');
    spec
      .given(created)
      .when({
        type: 'AddSeasonSection',
        data: { section: section({ startDate: '2026-10-01', endDate: '2026-09-01' }), index: null },
      })
      .thenThrows('SEASON.DATES_OUT_OF_ORDER');
  });
  it('changes, reorders and removes sections', () => {
    spec
      .given(withSection)
      .when({
        type: 'EditSeasonSection',
        data: { sectionId: 'sec1', changes: { colour: '#16a34a', name: 'Pre-season' } },
      })
      .then([
        {
          type: 'SeasonSectionChanged',
          data: { seasonId: 's1', sectionId: 'sec1', changes: { colour: { from: '#2563eb', to: '#16a34a' } } },
        },
      ]);
    const two: SeasonEvent[] = [
      ...withSection,
      { type: 'SeasonSectionAdded', data: { seasonId: 's1', section: section({ id: 'sec2' }), index: 1 } },
    ];
    spec
      .given(two)
      .when({ type: 'ReorderSeasonSections', data: { sectionIds: ['sec2', 'sec1'] } })
      .then([
        { type: 'SeasonSectionsReordered', data: { seasonId: 's1', from: ['sec1', 'sec2'], to: ['sec2', 'sec1'] } },
      ]);
    spec
      .given(two)
      .when({ type: 'ReorderSeasonSections', data: { sectionIds: ['sec2'] } })
      .thenThrows('SEASON.REORDER_MISMATCH');
    spec
      .given(two)
      .when({ type: 'ReorderSeasonSections', data: { sectionIds: ['sec1', 'sec2'] } })
      .thenNothingHappens();
    spec
      .given(withSection)
      .when({ type: 'RemoveSeasonSection', data: { sectionId: 'sec1' } })
      .then([{ type: 'SeasonSectionRemoved', data: { seasonId: 's1', section: section(), index: 0 } }]);
    spec
      .given(created)
      .when({ type: 'RemoveSeasonSection', data: { sectionId: 'sec1' } })
      .thenThrows('SEASON.SECTION_NOT_FOUND');
  });
  it('folds a reorder so the next one starts from the new order', () => {
    const reordered: SeasonEvent[] = [
      ...withSection,
      { type: 'SeasonSectionAdded', data: { seasonId: 's1', section: section({ id: 'sec2' }), index: 1 } },
      { type: 'SeasonSectionsReordered', data: { seasonId: 's1', from: ['sec1', 'sec2'], to: ['sec2', 'sec1'] } },
    ];
    spec
      .given(reordered)
      .when({ type: 'ReorderSeasonSections', data: { sectionIds: ['sec2', 'sec1'] } })
      .thenNothingHappens();
  });
});

describe('season decider: markers and share links', () => {
  it('adds one- and several-day markers inside the season only', () => {
    spec
      .given(created)
      .when({ type: 'AddSeasonMarker', data: { marker: marker() } })
      .then(withMarker.slice(1));
    spec
      .given(created)
      .when({ type: 'AddSeasonMarker', data: { marker: marker({ startDate: '2026-12-20', endDate: '2026-12-20' }) } })
      .thenThrows('SEASON.OUTSIDE_SEASON');
    spec
      .given(withMarker)
      .when({ type: 'AddSeasonMarker', data: { marker: marker() } })
      .thenNothingHappens();
  });
  it('changes and removes markers', () => {
    spec
      .given(withMarker)
      .when({ type: 'EditSeasonMarker', data: { markerId: 'm1', changes: { time: '10:00', visibleToMembers: false } } })
      .then([
        {
          type: 'SeasonMarkerChanged',
          data: {
            seasonId: 's1',
            markerId: 'm1',
            changes: { time: { from: null, to: '10:00' }, visibleToMembers: { from: true, to: false } },
          },
        },
      ]);
    spec
      .given(withMarker)
      .when({ type: 'EditSeasonMarker', data: { markerId: 'm1', changes: { startDate: '2026-08-01' } } })
      .thenThrows('SEASON.OUTSIDE_SEASON');
    spec
      .given(withMarker)
      .when({ type: 'RemoveSeasonMarker', data: { markerId: 'm1' } })
      .then([{ type: 'SeasonMarkerRemoved', data: { seasonId: 's1', marker: marker() } }]);
    spec
      .given(created)
      .when({ type: 'EditSeasonMarker', data: { markerId: 'm1', changes: { title: 'x' } } })
      .thenThrows('SEASON.MARKER_NOT_FOUND');
  });
  it('takes a marker edit of some fields over a co-editor’s earlier edit of others, which stays (live forms send only what their user changed)', () => {
    const theirs: SeasonEvent = {
      type: 'SeasonMarkerChanged',
      data: { seasonId: 's1', markerId: 'm1', changes: { title: { from: 'Autumn Cup', to: 'Autumn Cup 2026' } } },
    };
    spec
      .given([...withMarker, theirs])
      .when({ type: 'EditSeasonMarker', data: { markerId: 'm1', changes: { notes: 'Bring the flags' } } })
      .then([
        {
          type: 'SeasonMarkerChanged',
          data: { seasonId: 's1', markerId: 'm1', changes: { notes: { from: '', to: 'Bring the flags' } } },
        },
      ]);
    // A first day past the stored last day is checked against the marker as it is now.
    spec
      .given(withMarker)
      .when({ type: 'EditSeasonMarker', data: { markerId: 'm1', changes: { startDate: '2026-10-12' } } })
      .thenThrows('SEASON.DATES_OUT_OF_ORDER');
  });
  it('rotates a share link to a new id; the same id again is nothing new', () => {
    const rotated: SeasonEvent = {
      type: 'SeasonShareLinkRotated',
      data: { seasonId: 's1', kind: 'view', linkId: 'l1', rotatedBy: 'olga', at: '2026-11-24T12:00:00.000Z' },
    };
    spec
      .given(created)
      .when({
        type: 'RotateSeasonShareLink',
        data: { kind: 'view', linkId: 'l1', rotatedBy: 'olga', at: '2026-11-24T12:00:00.000Z' },
      })
      .then([rotated]);
    spec
      .given([...created, rotated])
      .when({
        type: 'RotateSeasonShareLink',
        data: { kind: 'view', linkId: 'l1', rotatedBy: 'olga', at: '2026-11-24T12:00:00.000Z' },
      })
      .thenNothingHappens();
    spec
      .given([...created, rotated])
      .when({
        type: 'RotateSeasonShareLink',
        data: { kind: 'calendar', linkId: 'l1', rotatedBy: 'olga', at: '2026-11-24T12:00:00.000Z' },
      })
      .then([{ ...rotated, data: { ...rotated.data, kind: 'calendar' } }]);
  });
});
