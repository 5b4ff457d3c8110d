import {
  formationInputSchema,
  voteStreamId,
  type BoardEvent,
  type FormationEvent,
  type Visibility,
} from '@sideline/domain';
import type { RecordedEvent } from '@sideline/eventstore';
import fc from 'fast-check';
import { LogBuilder } from './batch-equivalence';

/** One step of a generated log: which thing, what happens, numbers to pick with (drawn uniformly). */
export const stepArb = (kinds: number) =>
  fc.noBias(
    fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: kinds - 1 }), fc.nat(1000), fc.nat(1000)),
  );
export type Step = [number, number, number, number];
export const stepsArb = (kinds: number) =>
  fc.noBias(fc.array(stepArb(kinds), { minLength: 5, maxLength: 80, size: 'max' }));

const VISIBILITIES: Visibility[] = ['private', 'unlisted', 'public', 'team'];
const USERS = ['ann', 'bob', 'cat'];

/** Board events by the app's rules: created first, drawings store increasing versions, snapshots of earlier ones. */
export function boardLog(steps: readonly Step[]): RecordedEvent[] {
  const log = new LogBuilder();
  const created = new Set<string>();
  for (const [n, kind, a, b] of steps) {
    const boardId = `b${n}`;
    const streamId = `board-${boardId}`;
    const append = (event: BoardEvent) => log.append(streamId, event, USERS[a % 3]);
    if (!created.has(boardId)) {
      created.add(boardId);
      append({
        type: 'BoardCreated',
        data: {
          boardId,
          ownerId: USERS[a % 3]!,
          name: `Board ${a}`,
          sport: 'quadball',
          courtTemplateId: 'quadball-full',
          teamId: b % 2 ? 't1' : null,
          visibility: VISIBILITIES[b % 4]!,
        },
      });
      continue;
    }
    const version = log.version(streamId);
    switch (kind) {
      case 0:
        append({ type: 'BoardRenamed', data: { boardId, from: 'x', to: `Board ${a}` } });
        break;
      case 1:
        append({ type: 'BoardVisibilityChanged', data: { boardId, from: 'private', to: VISIBILITIES[a % 4]! } });
        break;
      case 2:
        append({
          type: 'BoardShareLinkCreated',
          data: { boardId, linkId: `l${a % 3}`, mode: a % 2 ? 'edit' : 'view', createdBy: 'ann' },
        });
        break;
      case 3:
        append({ type: 'BoardShareLinkRevoked', data: { boardId, linkId: `l${a % 3}`, revokedBy: 'ann' } });
        break;
      case 4:
        append({ type: 'BoardDeleted', data: { boardId } });
        break;
      case 5:
        append({ type: 'BoardUndeleted', data: { boardId } });
        break;
      case 6:
        append({
          type: 'BoardRestored',
          data: { boardId, toVersion: 1 + (a % version), update: 'AA==', at: '2026-01-01T00:00:00.000Z' },
        });
        break;
      case 7:
        append({ type: 'BoardDocumentSnapshotted', data: { boardId, state: 'AA==', upToVersion: 1 + (a % version) } });
        break;
      default:
        append({
          type: 'BoardDocumentUpdated',
          data: {
            boardId,
            update: 'AA==',
            at: '2026-01-01T00:00:00.000Z',
            editors: USERS.slice(0, 1 + (a % 3)),
            guestLinkIds: b % 3 ? [] : [`l${b % 2}`],
          },
        });
    }
  }
  return log.events;
}

const formationContent = (n: number) => {
  const {
    visibility: _v,
    editableByOthers: _e,
    ...content
  } = formationInputSchema.parse({
    sport: 'quadball',
    name: `Formation ${n}`,
    briefDescription: `brief ${n % 7}`,
    tags: [`Tag${n % 3}`, `t${n % 5}`],
  });
  return content;
};

/** Formation events (and votes on formations) by the app's rules. */
export function formationLog(steps: readonly Step[]): RecordedEvent[] {
  const log = new LogBuilder();
  const created = new Set<string>();
  for (const [n, kind, a, b] of steps) {
    const formationId = `f${n}`;
    const streamId = `formation-${formationId}`;
    const append = (event: FormationEvent) => log.append(streamId, event, USERS[a % 3]);
    if (!created.has(formationId)) {
      created.add(formationId);
      append({
        type: 'FormationCreated',
        data: {
          formationId,
          ownerId: USERS[a % 3]!,
          content: formationContent(a),
          visibility: VISIBILITIES[b % 4]!,
          editableByOthers: b % 2 === 0,
          duplicatedFrom: a % 4 ? null : 'f9',
          ...(b % 3 === 0 ? {} : { teamId: b % 3 === 1 ? 't1' : null }),
        },
      });
      continue;
    }
    const version = log.version(streamId);
    switch (kind) {
      case 0: {
        const to = formationContent(a);
        const changes = [
          { name: { from: 'x', to: to.name } },
          { tags: { from: [], to: to.tags } },
          {
            briefDescription: { from: '', to: to.briefDescription },
            detailedDescription: { from: '', to: `<p>detail ${b}</p>` },
          },
          { formationType: { from: 'offense', to: b % 2 ? 'defense' : 'offense' } },
        ][b % 4]!;
        append({ type: 'FormationEdited', data: { formationId, changes } as never });
        break;
      }
      case 1:
        append({
          type: 'FormationVisibilityChanged',
          data: { formationId, from: 'private', to: VISIBILITIES[a % 4]! },
        });
        break;
      case 2:
        append({ type: 'FormationEditabilityChanged', data: { formationId, editableByOthers: a % 2 === 0 } });
        break;
      case 3:
        append({ type: 'FormationDeleted', data: { formationId } });
        break;
      case 4:
        append({ type: 'FormationRestored', data: { formationId } });
        break;
      case 5:
        append({
          type: 'FormationDocumentRestored',
          data: { formationId, toVersion: 1 + (a % version), update: 'AA==', at: '2026-01-01T00:00:00.000Z' },
        });
        break;
      case 6:
        append({
          type: 'FormationDocumentSnapshotted',
          data: { formationId, state: 'AA==', upToVersion: 1 + (a % version) },
        });
        break;
      case 7:
      case 8: {
        const userId = USERS[a % 3]!;
        const target = { type: 'formation' as const, id: formationId };
        log.append(
          voteStreamId(target, userId),
          kind === 8 && b % 2
            ? { type: 'VoteWithdrawn', data: { target, userId } }
            : { type: 'VoteCast', data: { target, userId, value: b % 2 ? 1 : -1 } },
          userId,
        );
        break;
      }
      case 9:
        append({ type: 'FormationTeamChanged', data: { formationId, from: null, to: a % 3 ? `t${a % 3}` : null } });
        break;
      default:
        append({
          type: 'FormationDocumentUpdated',
          data: {
            formationId,
            update: 'AA==',
            at: '2026-01-01T00:00:00.000Z',
            editors: USERS.slice(0, 1 + (a % 3)),
            guestLinkIds: b % 3 ? [] : [`l${b % 2}`],
          },
        });
    }
  }
  return log.events;
}
