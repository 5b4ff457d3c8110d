import { describe, expect, it } from 'vitest';
import { foldEvents } from '../shared/events';
import { deciderSpec } from '../testing/decider-spec';
import type { CreateFormation } from './formation.commands';
import { formationDecider } from './formation.decider';
import type { FormationContent, FormationEvent } from './formation.events';
import { formationInputSchema, formationPatchSchema, type FormationPatchInput } from './formation.schemas';

const spec = deciderSpec(formationDecider);
const at = '2025-03-01T10:00:00.000Z';

const fields = formationInputSchema.parse({
  sport: 'quadball',
  name: 'Diamond zone',
  briefDescription: 'Four chasers hold a diamond in front of the hoops.',
  tags: ['zone', 'hoops'],
  formationType: 'defense',
});
const { visibility: _v, teamId: _t, editableByOthers: _e, ...contentOf } = fields;
const content: FormationContent = contentOf;

const createData: CreateFormation['data'] = { formationId: 'f1', ownerId: 'u1', fields, diagram: null, at };
const TEAM = '5b0c1d3e-0000-4000-8000-0000000000aa';
const created: FormationEvent = {
  type: 'FormationCreated',
  data: {
    formationId: 'f1',
    ownerId: 'u1',
    content,
    visibility: 'public',
    teamId: null,
    editableByOthers: false,
    duplicatedFrom: null,
  },
};
const deleted: FormationEvent = { type: 'FormationDeleted', data: { formationId: 'f1' } };
const drawn = (n: number): FormationEvent => ({
  type: 'FormationDocumentUpdated',
  data: { formationId: 'f1', update: `u${n}`, editors: ['u1'], guestLinkIds: [], at },
});
const edit = (patch: FormationPatchInput, expectedVersion?: number) => ({
  type: 'EditFormation' as const,
  data: { patch: formationPatchSchema.parse(patch), ...(expectedVersion === undefined ? {} : { expectedVersion }) },
});

describe('formation decider: create and duplicate', () => {
  it('creates a formation owned by its creator, splitting content from visibility', () => {
    spec.given([]).when({ type: 'CreateFormation', data: createData }).then([created]);
    expect(content.courtTemplateId).toBe('quadball-full');
  });
  it('starts the diagram from a given drawing as its first version', () => {
    spec
      .given([])
      .when({ type: 'CreateFormation', data: { ...createData, diagram: 'AAE=' } })
      .then([
        created,
        {
          type: 'FormationDocumentUpdated',
          data: { formationId: 'f1', update: 'AAE=', editors: ['u1'], guestLinkIds: [], at },
        },
      ]);
  });
  it('refuses the same id twice', () => {
    spec.given([created]).when({ type: 'CreateFormation', data: createData }).thenThrows('FORMATION.ALREADY_EXISTS');
  });
  it('copies the content and the diagram into a private copy of the copier, naming the original', () => {
    spec
      .given([])
      .when({
        type: 'DuplicateFormation',
        data: { formationId: 'f2', ownerId: 'u2', source: { id: 'f1', content }, diagram: 'c3RhdGU=', at },
      })
      .then([
        {
          type: 'FormationCreated',
          data: {
            formationId: 'f2',
            ownerId: 'u2',
            content: { ...content, name: 'Diamond zone (copy)' },
            visibility: 'private',
            teamId: null,
            editableByOthers: false,
            duplicatedFrom: 'f1',
          },
        },
        {
          type: 'FormationDocumentUpdated',
          data: { formationId: 'f2', update: 'c3RhdGU=', editors: ['u2'], guestLinkIds: [], at },
        },
      ]);
  });
  it('copies a formation without a drawing as metadata only', () => {
    spec
      .given([])
      .when({
        type: 'DuplicateFormation',
        data: {
          formationId: 'f2',
          ownerId: 'u2',
          source: { id: 'f1', content: { ...content, name: 'x'.repeat(120) } },
          diagram: null,
          at,
        },
      })
      .then([
        {
          type: 'FormationCreated',
          data: {
            formationId: 'f2',
            ownerId: 'u2',
            content: { ...content, name: `${'x'.repeat(113)} (copy)` },
            visibility: 'private',
            teamId: null,
            editableByOthers: false,
            duplicatedFrom: 'f1',
          },
        },
      ]);
  });
  it('answers NOT_FOUND for anything but create on a formation that does not exist', () => {
    spec
      .given([])
      .when(edit({ name: 'x' }))
      .thenThrows('FORMATION.NOT_FOUND');
    spec.given([]).when({ type: 'DeleteFormation', data: {} }).thenThrows('FORMATION.NOT_FOUND');
  });
});

describe('formation decider: edit', () => {
  it('records only the fields that changed, with old and new values', () => {
    spec
      .given([created])
      .when(edit({ name: 'Diamond press', tags: ['zone', 'press'], briefDescription: fields.briefDescription }))
      .then([
        {
          type: 'FormationEdited',
          data: {
            formationId: 'f1',
            changes: {
              name: { from: 'Diamond zone', to: 'Diamond press' },
              tags: { from: ['zone', 'hoops'], to: ['zone', 'press'] },
            },
          },
        },
      ]);
  });
  it('records nothing when nothing changed', () => {
    spec
      .given([created])
      .when(edit({ name: 'Diamond zone', formationType: 'defense' }))
      .thenNothingHappens();
  });
  it('moves a formation into a team as its own event, and wants a team for team visibility', () => {
    spec
      .given([created])
      .when(edit({ teamId: TEAM, visibility: 'team' }))
      .then([
        { type: 'FormationTeamChanged', data: { formationId: 'f1', from: null, to: TEAM } },
        { type: 'FormationVisibilityChanged', data: { formationId: 'f1', from: 'public', to: 'team' } },
      ]);
    spec
      .given([created])
      .when(edit({ visibility: 'team' }))
      .thenThrows('FORMATION.TEAM_REQUIRED');
  });
  it('records visibility and editability as their own events', () => {
    spec
      .given([created])
      .when(edit({ visibility: 'private', editableByOthers: true }))
      .then([
        { type: 'FormationVisibilityChanged', data: { formationId: 'f1', from: 'public', to: 'private' } },
        { type: 'FormationEditabilityChanged', data: { formationId: 'f1', editableByOthers: true } },
      ]);
  });
  it('moves the court to the new sport’s default when the sport changes without one, and refuses a court of another sport', () => {
    spec
      .given([created])
      .when(edit({ sport: 'basketball' }))
      .then([
        {
          type: 'FormationEdited',
          data: {
            formationId: 'f1',
            changes: {
              sport: { from: 'quadball', to: 'basketball' },
              courtTemplateId: { from: 'quadball-full', to: 'basketball-full' },
            },
          },
        },
      ]);
    spec
      .given([created])
      .when(edit({ sport: 'basketball', courtTemplateId: 'basketball-half' }))
      .then([
        {
          type: 'FormationEdited',
          data: {
            formationId: 'f1',
            changes: {
              sport: { from: 'quadball', to: 'basketball' },
              courtTemplateId: { from: 'quadball-full', to: 'basketball-half' },
            },
          },
        },
      ]);
    spec
      .given([created])
      .when(edit({ courtTemplateId: 'soccer-full' }))
      .thenThrows('FORMATION.INVALID_COURT');
  });
  it('checks If-Match against the details version, which diagram stores do not move', () => {
    spec
      .given([created, drawn(2), drawn(3)])
      .when(edit({ name: 'Renamed' }, 1))
      .then([
        {
          type: 'FormationEdited',
          data: { formationId: 'f1', changes: { name: { from: 'Diamond zone', to: 'Renamed' } } },
        },
      ]);
    const renamed: FormationEvent = {
      type: 'FormationEdited',
      data: { formationId: 'f1', changes: { name: { from: 'Diamond zone', to: 'Renamed' } } },
    };
    spec
      .given([created, drawn(2), renamed])
      .when(edit({ name: 'Again' }, 1))
      .thenThrows('COMMAND.STALE_VERSION');
    spec
      .given([created, drawn(2), renamed, drawn(4)])
      .when(edit({ name: 'Again' }, 3))
      .then([
        { type: 'FormationEdited', data: { formationId: 'f1', changes: { name: { from: 'Renamed', to: 'Again' } } } },
      ]);
  });
  it('refuses to edit a deleted formation', () => {
    spec
      .given([created, deleted])
      .when(edit({ name: 'x' }))
      .thenThrows('FORMATION.DELETED');
  });
});

describe('formation decider: delete and restore', () => {
  it('deletes once and restores once', () => {
    spec.given([created]).when({ type: 'DeleteFormation', data: {} }).then([deleted]);
    spec.given([created, deleted]).when({ type: 'DeleteFormation', data: {} }).thenNothingHappens();
    spec
      .given([created, deleted])
      .when({ type: 'RestoreFormation', data: {} })
      .then([{ type: 'FormationRestored', data: { formationId: 'f1' } }]);
    spec.given([created]).when({ type: 'RestoreFormation', data: {} }).thenNothingHappens();
  });
});

describe('formation decider: diagram versions', () => {
  const restore = (toVersion: number, versionExists = true) => ({
    type: 'RestoreFormationDocument' as const,
    data: { toVersion, update: 'r', at, versionExists },
  });
  it('restores an earlier diagram version as a new event', () => {
    spec
      .given([created, drawn(2), drawn(3)])
      .when(restore(2))
      .then([{ type: 'FormationDocumentRestored', data: { formationId: 'f1', toVersion: 2, update: 'r', at } }]);
  });
  it('records nothing for the latest version, and refuses versions that are not diagram versions', () => {
    spec
      .given([created, drawn(2), drawn(3)])
      .when(restore(3))
      .thenNothingHappens();
    spec
      .given([created, drawn(2)])
      .when(restore(1, false))
      .thenThrows('FORMATION.VERSION_NOT_FOUND');
    spec
      .given([created, drawn(2)])
      .when(restore(9))
      .thenThrows('FORMATION.VERSION_NOT_FOUND');
  });
  it('refuses to restore the diagram of a deleted formation', () => {
    spec
      .given([created, drawn(2), drawn(3), deleted])
      .when(restore(2))
      .thenThrows('FORMATION.DELETED');
  });
  it('counts the stream version, the details version and the latest diagram version apart', () => {
    const snapshot: FormationEvent = {
      type: 'FormationDocumentSnapshotted',
      data: { formationId: 'f1', state: 's', upToVersion: 2 },
    };
    const state = foldEvents(formationDecider, [
      created,
      drawn(2),
      snapshot,
      { type: 'FormationDocumentRestored', data: { formationId: 'f1', toVersion: 2, update: 'r', at } },
    ]);
    expect(state).toMatchObject({ version: 4, detailsVersion: 1, lastDocumentVersion: 4 });
  });
});
