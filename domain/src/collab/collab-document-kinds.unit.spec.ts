import { describe, expect, it } from 'vitest';
import type { ContentAccess } from '../content/content.schemas';
import type { Actor } from '../policy/policy';
import { COLLAB_DOCUMENT_KINDS, collabModeFor, documentNameOf, parseDocumentName } from './collab-document-kinds';

const id = '6f1c1c4e-0000-4000-8000-000000000001';
const board = COLLAB_DOCUMENT_KINDS.board;
const plan = COLLAB_DOCUMENT_KINDS.plan;
const content = (over: Partial<ContentAccess> = {}): ContentAccess => ({
  ownerId: 'owner',
  visibility: 'private',
  teamId: 't1',
  editableByOthers: false,
  deleted: false,
  ...over,
});
const owner: Actor = { userId: 'owner', role: 'user' };
const stranger: Actor = { userId: 'stranger', role: 'user' };
const teamCoach: Actor = { userId: 'coach', role: 'user', teamRoles: { t1: 'coach' } };
const teamMember: Actor = { userId: 'member', role: 'user', teamRoles: { t1: 'member' } };

describe('collab document names', () => {
  it('parses known kinds with lower-case uuids', () => {
    expect(parseDocumentName(`board:${id}`)).toMatchObject({ kindName: 'board', id, kind: { streamType: 'board' } });
    expect(parseDocumentName(`plan:${id}`)).toMatchObject({ kindName: 'plan', kind: { presenceOnly: true } });
    expect(board.streamId(id)).toBe(`board-${id}`);
    expect(documentNameOf('board', id)).toBe(`board:${id}`);
  });
  it('refuses unknown kinds, bad ids and prototype keys', () => {
    for (const name of [
      `drill:${id}`,
      'board:42',
      `board:${id.toUpperCase()}`,
      `board:${id}:x`,
      `constructor:${id}`,
      `toString:${id}`,
      '',
    ]) {
      expect(parseDocumentName(name)).toBeNull();
    }
  });
});

describe('collab access check (the one policy)', () => {
  it('gives owners and team coaches write, team members read, strangers nothing on a private board', () => {
    expect(
      [owner, teamCoach, teamMember, stranger, null].map((actor) => collabModeFor(actor, board, content())),
    ).toEqual(['write', 'write', 'read', null, null]);
  });
  it('gives visitors read on public boards, and write only when editable by others and signed in', () => {
    expect(collabModeFor(null, board, content({ visibility: 'public' }))).toBe('read');
    expect(collabModeFor(stranger, board, content({ visibility: 'public' }))).toBe('read');
    expect(collabModeFor(stranger, board, content({ visibility: 'public', editableByOthers: true }))).toBe('write');
  });
  it('lets share links open private boards: view links read, edit links write, even for visitors', () => {
    expect(collabModeFor(null, board, content(), 'view')).toBe('read');
    expect(collabModeFor(null, board, content(), 'edit')).toBe('write');
    expect(collabModeFor(stranger, board, content(), 'edit')).toBe('write');
  });
  it('shuts share links out of deleted boards', () => {
    expect(collabModeFor(null, board, content({ deleted: true }), 'edit')).toBeNull();
    expect(collabModeFor(stranger, board, content({ deleted: true }), 'view')).toBeNull();
  });
  it('keeps presence rooms read-only: nobody writes a document there', () => {
    expect(collabModeFor(owner, plan, content())).toBe('read');
    expect(collabModeFor(stranger, plan, content())).toBeNull();
  });
});
