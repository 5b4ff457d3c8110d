import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../testing/decider-spec';
import type { ParentFacts } from './drill.commands';
import { drillDecider } from './drill.decider';
import type { DrillContent, DrillEvent } from './drill.events';
import { drillInputSchema, drillPatchSchema, type DrillFields, type DrillPatchInput } from './drill.schemas';

const spec = deciderSpec(drillDecider);

const fields: DrillFields = drillInputSchema.parse({
  sport: 'quadball',
  name: 'Beater pairs',
  briefDescription: 'Two beaters hold control against two.',
  drillTypes: ['Tactic-focus'],
  skillLevels: ['Intermediate'],
  lengthMin: 10,
  lengthMax: 15,
  playersMin: 4,
  skills: ['Beater Control'],
  positions: ['beater'],
});
const { visibility: _v, teamId: _t, editableByOthers: _e, variationOf: _p, ...content } = fields;
const contentOf: DrillContent = content;

const created = (
  over: Partial<{
    variationOf: string | null;
    importBatchId: string | null;
    teamId: string | null;
    visibility: 'public' | 'team';
  }> = {},
): DrillEvent => ({
  type: 'DrillCreated',
  data: {
    drillId: 'd1',
    ownerId: 'u1',
    content: contentOf,
    visibility: 'public',
    teamId: null,
    editableByOthers: false,
    variationOf: null,
    importBatchId: null,
    ...over,
  },
});
const deleted: DrillEvent = { type: 'DrillDeleted', data: { drillId: 'd1', reason: 'deleted' } };
const parent = (over: Partial<ParentFacts> = {}): ParentFacts => ({
  id: 'p1',
  exists: true,
  deleted: false,
  isVariation: false,
  ...over,
});

describe('drill decider: create', () => {
  it('creates a drill owned by its creator, splitting content from visibility', () => {
    spec
      .given([])
      .when({ type: 'CreateDrill', data: { drillId: 'd1', ownerId: 'u1', fields, parent: null } })
      .then([created()]);
  });
  it('records the parent and the import batch', () => {
    spec
      .given([])
      .when({
        type: 'CreateDrill',
        data: {
          drillId: 'd1',
          ownerId: 'u1',
          fields: { ...fields, variationOf: 'p1' },
          parent: parent(),
          importBatchId: 'batch-1',
        },
      })
      .then([created({ variationOf: 'p1', importBatchId: 'batch-1' })]);
  });
  it('refuses to create the same drill twice', () => {
    spec
      .given([created()])
      .when({ type: 'CreateDrill', data: { drillId: 'd1', ownerId: 'u1', fields, parent: null } })
      .thenThrows('DRILL.ALREADY_EXISTS');
  });
  it('refuses a parent that is missing, deleted or itself a variation', () => {
    for (const facts of [parent({ exists: false }), parent({ deleted: true }), parent({ isVariation: true })]) {
      spec
        .given([])
        .when({ type: 'CreateDrill', data: { drillId: 'd1', ownerId: 'u1', fields, parent: facts } })
        .thenThrows('DRILL.INVALID_PARENT');
    }
  });
  it('puts parent errors on the variationOf field', () => {
    try {
      drillDecider.decide(
        { type: 'CreateDrill', data: { drillId: 'd1', ownerId: 'u1', fields, parent: parent({ isVariation: true }) } },
        drillDecider.initialState(),
      );
      expect.unreachable();
    } catch (error) {
      expect((error as { details: { fields: Record<string, string[]> } }).details.fields).toHaveProperty('variationOf');
    }
  });
});

describe('drill decider: update', () => {
  it('records only the fields that changed, with old and new values', () => {
    spec
      .given([created()])
      .when({
        type: 'UpdateDrill',
        data: { fields: { ...fields, name: 'Beater pairs v2', lengthMax: 20 }, parent: null, hasVariations: false },
      })
      .then([
        {
          type: 'DrillEdited',
          data: {
            drillId: 'd1',
            changes: { name: { from: 'Beater pairs', to: 'Beater pairs v2' }, lengthMax: { from: 15, to: 20 } },
          },
        },
      ]);
  });
  it('records nothing when nothing changed', () => {
    spec
      .given([created()])
      .when({ type: 'UpdateDrill', data: { fields, parent: null, hasVariations: false } })
      .thenNothingHappens();
  });
  it('moves a drill into a team and back out, each as its own event', () => {
    spec
      .given([created()])
      .when({
        type: 'UpdateDrill',
        data: { fields: { ...fields, teamId: 't1', visibility: 'team' }, parent: null, hasVariations: false },
      })
      .then([
        { type: 'DrillTeamChanged', data: { drillId: 'd1', from: null, to: 't1' } },
        { type: 'DrillVisibilityChanged', data: { drillId: 'd1', from: 'public', to: 'team' } },
      ]);
    spec
      .given([created({ teamId: 't1', visibility: 'team' })])
      .when({
        type: 'UpdateDrill',
        data: { fields: { ...fields, teamId: null, visibility: 'private' }, parent: null, hasVariations: false },
      })
      .then([
        { type: 'DrillTeamChanged', data: { drillId: 'd1', from: 't1', to: null } },
        { type: 'DrillVisibilityChanged', data: { drillId: 'd1', from: 'team', to: 'private' } },
      ]);
  });
  it('records visibility, editability and the variation link as their own events', () => {
    spec
      .given([created()])
      .when({
        type: 'UpdateDrill',
        data: {
          fields: { ...fields, visibility: 'private', editableByOthers: true, variationOf: 'p1' },
          parent: parent(),
          hasVariations: false,
        },
      })
      .then([
        { type: 'DrillVisibilityChanged', data: { drillId: 'd1', from: 'public', to: 'private' } },
        { type: 'DrillEditabilityChanged', data: { drillId: 'd1', editableByOthers: true } },
        { type: 'DrillVariationSet', data: { drillId: 'd1', parentId: 'p1' } },
      ]);
  });
  it('follows earlier edits when deciding what changed', () => {
    const edited: DrillEvent = {
      type: 'DrillEdited',
      data: { drillId: 'd1', changes: { name: { from: 'Beater pairs', to: 'Renamed' } } },
    };
    spec
      .given([created(), edited])
      .when({
        type: 'UpdateDrill',
        data: { fields: { ...fields, name: 'Renamed' }, parent: null, hasVariations: false },
      })
      .thenNothingHappens();
  });
  it('refuses to edit a deleted drill or one that does not exist', () => {
    spec
      .given([created(), deleted])
      .when({ type: 'UpdateDrill', data: { fields, parent: null, hasVariations: false } })
      .thenThrows('DRILL.DELETED');
    spec
      .given([])
      .when({ type: 'UpdateDrill', data: { fields, parent: null, hasVariations: false } })
      .thenThrows('DRILL.NOT_FOUND');
  });
});

// The patch schema takes ids as the API gives them.
const TEAM = '5b0e8f4e-2d6a-4c1b-9a7e-1f2d3c4b5a60';
const PARENT = '7c1d9e2f-3a4b-4c5d-8e6f-708192a3b4c5';
const edit = (patch: DrillPatchInput, over: { parent?: ParentFacts | null; hasVariations?: boolean } = {}) => ({
  type: 'EditDrill' as const,
  data: {
    patch: drillPatchSchema.parse(patch),
    parent: over.parent ?? null,
    hasVariations: over.hasVariations ?? false,
  },
});

describe('drill decider: edit some fields (a live form sends only what its user changed)', () => {
  it('records only the fields the patch changes', () => {
    spec
      .given([created()])
      .when(edit({ name: 'Beater pairs v2', lengthMin: 10 }))
      .then([
        {
          type: 'DrillEdited',
          data: { drillId: 'd1', changes: { name: { from: 'Beater pairs', to: 'Beater pairs v2' } } },
        },
      ]);
  });
  it('keeps a co-editor’s earlier change of another field', () => {
    const theirs: DrillEvent = {
      type: 'DrillEdited',
      data: { drillId: 'd1', changes: { briefDescription: { from: contentOf.briefDescription, to: 'Theirs.' } } },
    };
    spec
      .given([created(), theirs])
      .when(edit({ lengthMax: 20 }))
      .then([{ type: 'DrillEdited', data: { drillId: 'd1', changes: { lengthMax: { from: 15, to: 20 } } } }]);
  });
  it('checks the rules that span fields against the drill as it is', () => {
    spec
      .given([created()])
      .when(edit({ lengthMax: 5 }))
      .thenThrows('DRILL.INVALID_FIELDS');
    spec
      .given([created()])
      .when(edit({ playersMax: 2 }))
      .thenThrows('DRILL.INVALID_FIELDS');
    spec
      .given([created()])
      .when(edit({ visibility: 'team' }))
      .thenThrows('DRILL.INVALID_FIELDS');
    // basketball has no beaters: a new sport needs positions of its own
    spec
      .given([created()])
      .when(edit({ sport: 'basketball' }))
      .thenThrows('DRILL.INVALID_FIELDS');
    try {
      drillDecider.decide(edit({ lengthMax: 5 }), drillDecider.evolve(drillDecider.initialState(), created()));
      expect.unreachable();
    } catch (error) {
      expect((error as { details: { fields: Record<string, string[]> } }).details.fields).toHaveProperty('lengthMax');
    }
  });
  it('takes positions and drill types by name, stored as the sport spells them', () => {
    spec
      .given([created()])
      .when(edit({ positions: ['Beater', 'keeper'] }))
      .then([
        {
          type: 'DrillEdited',
          data: { drillId: 'd1', changes: { positions: { from: ['beater'], to: ['beater', 'keeper'] } } },
        },
      ]);
  });
  it('moves into a team, and links a parent only when the patch names one', () => {
    spec
      .given([created()])
      .when(edit({ teamId: TEAM, visibility: 'team' }, { parent: parent() }))
      .then([
        { type: 'DrillTeamChanged', data: { drillId: 'd1', from: null, to: TEAM } },
        { type: 'DrillVisibilityChanged', data: { drillId: 'd1', from: 'public', to: 'team' } },
      ]);
    spec
      .given([created({ variationOf: 'p1' })])
      .when(edit({ name: 'Renamed' }))
      .then([
        { type: 'DrillEdited', data: { drillId: 'd1', changes: { name: { from: 'Beater pairs', to: 'Renamed' } } } },
      ]);
    spec
      .given([created()])
      .when(edit({ variationOf: PARENT }, { parent: parent({ id: PARENT }) }))
      .then([{ type: 'DrillVariationSet', data: { drillId: 'd1', parentId: PARENT } }]);
    spec
      .given([created()])
      .when(edit({ variationOf: PARENT }, { parent: parent({ id: PARENT, isVariation: true }) }))
      .thenThrows('DRILL.INVALID_PARENT');
  });
  it('records nothing when the patch changes nothing; refuses a deleted drill', () => {
    spec
      .given([created()])
      .when(edit({ name: 'Beater pairs' }))
      .thenNothingHappens();
    spec
      .given([created(), deleted])
      .when(edit({ name: 'x' }))
      .thenThrows('DRILL.DELETED');
  });
});

describe('drill decider: variations (one level deep)', () => {
  it('sets and clears the parent', () => {
    spec
      .given([created()])
      .when({ type: 'SetDrillVariation', data: { parent: parent(), hasVariations: false } })
      .then([{ type: 'DrillVariationSet', data: { drillId: 'd1', parentId: 'p1' } }]);
    spec
      .given([created({ variationOf: 'p1' })])
      .when({ type: 'SetDrillVariation', data: { parent: null, hasVariations: false } })
      .then([{ type: 'DrillVariationCleared', data: { drillId: 'd1', previousParentId: 'p1' } }]);
  });
  it('records nothing when the parent stays the same', () => {
    spec
      .given([created({ variationOf: 'p1' })])
      .when({ type: 'SetDrillVariation', data: { parent: parent(), hasVariations: false } })
      .thenNothingHappens();
  });
  it('never makes a drill its own parent, a child of a variation, or a parent into a variation', () => {
    spec
      .given([created()])
      .when({ type: 'SetDrillVariation', data: { parent: parent({ id: 'd1' }), hasVariations: false } })
      .thenThrows('DRILL.INVALID_PARENT');
    spec
      .given([created()])
      .when({ type: 'SetDrillVariation', data: { parent: parent({ isVariation: true }), hasVariations: false } })
      .thenThrows('DRILL.INVALID_PARENT');
    spec
      .given([created()])
      .when({ type: 'SetDrillVariation', data: { parent: parent(), hasVariations: true } })
      .thenThrows('DRILL.INVALID_PARENT');
  });
  it('refuses on a deleted drill', () => {
    spec
      .given([created(), deleted])
      .when({ type: 'SetDrillVariation', data: { parent: parent(), hasVariations: false } })
      .thenThrows('DRILL.DELETED');
  });
});

describe('drill decider: delete and restore', () => {
  it('deletes once and restores once', () => {
    spec
      .given([created()])
      .when({ type: 'DeleteDrill', data: { reason: 'deleted' } })
      .then([deleted]);
    spec
      .given([created(), deleted])
      .when({ type: 'DeleteDrill', data: { reason: 'deleted' } })
      .thenNothingHappens();
    spec
      .given([created(), deleted])
      .when({ type: 'RestoreDrill', data: {} })
      .then([{ type: 'DrillRestored', data: { drillId: 'd1' } }]);
    spec.given([created()]).when({ type: 'RestoreDrill', data: {} }).thenNothingHappens();
  });
  it('records why an import undo removed it', () => {
    spec
      .given([created({ importBatchId: 'b' })])
      .when({ type: 'DeleteDrill', data: { reason: 'import-undone' } })
      .then([{ type: 'DrillDeleted', data: { drillId: 'd1', reason: 'import-undone' } }]);
  });
  it('cannot delete a drill that does not exist', () => {
    spec
      .given([])
      .when({ type: 'DeleteDrill', data: { reason: 'deleted' } })
      .thenThrows('DRILL.NOT_FOUND');
  });
});
