import { describe, expect, it } from 'vitest';
import { COLLAB_DOCUMENT_KINDS, collabModeFor, parseDocumentName } from '../collab/collab-document-kinds';
import type { ContentAccess } from '../content/content.schemas';
import type { Actor } from '../policy/policy';

const id = '6f1c1c4e-0000-4000-8000-000000000001';
const formation = COLLAB_DOCUMENT_KINDS.formation;
const content = (over: Partial<ContentAccess> = {}): ContentAccess => ({
  ownerId: 'owner',
  visibility: 'public',
  teamId: null,
  editableByOthers: false,
  deleted: false,
  ...over,
});
const owner: Actor = { userId: 'owner', role: 'user' };
const coach: Actor = { userId: 'coach', role: 'user' };
const admin: Actor = { userId: 'admin', role: 'admin' };

describe('formation diagrams as collab documents', () => {
  it('are persisted in the formation stream with the formation document events', () => {
    expect(parseDocumentName(`formation:${id}`)).toMatchObject({ kindName: 'formation', id });
    expect(formation.streamId(id)).toBe(`formation-${id}`);
    expect(formation.events).toEqual({
      updated: 'FormationDocumentUpdated',
      snapshotted: 'FormationDocumentSnapshotted',
      restored: 'FormationDocumentRestored',
    });
    expect(formation.accessChangedBy).toEqual([
      'FormationDeleted',
      'FormationVisibilityChanged',
      'FormationEditabilityChanged',
    ]);
  });
  it('open for writing to who may edit, for reading to who may read', () => {
    expect([owner, admin, coach, null].map((actor) => collabModeFor(actor, formation, content()))).toEqual([
      'write',
      'write',
      'read',
      'read',
    ]);
    expect(
      [owner, coach, null].map((actor) => collabModeFor(actor, formation, content({ editableByOthers: true }))),
    ).toEqual(['write', 'write', 'read']);
    expect(
      [owner, coach, null].map((actor) => collabModeFor(actor, formation, content({ visibility: 'private' }))),
    ).toEqual(['write', null, null]);
  });
});
