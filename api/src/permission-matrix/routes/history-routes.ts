import {
  BULK_TEMPLATE_HEADERS,
  bulkTemplateRows,
  type ContentAccess,
  type HistorySubject,
  type Permission,
} from '@sideline/domain';
import { drillInput } from '../../drills/testing/drill-fixtures';
import { CONTENT_KINDS, fixturesOf, type ContentKind } from '../matrix-world';
import { SIGNED_IN, own, plain, target, type RouteEntry, type RouteTable, type RouteTarget } from '../route-table';

const historyOf = (content: ContentAccess): HistorySubject => ({ kind: 'content', content });
const changed = (kind: ContentKind) => fixturesOf(kind).filter((name) => name !== 'public' && name !== 'unlisted');

interface HistoryOptions {
  success: number;
  why?: string;
  /** the path after /api/history/<type>/<id> */
  suffix: string;
  action?: 'history.read' | 'history.restore';
  body?: unknown;
  fresh?: boolean;
  kinds?: readonly ContentKind[];
}

/** The unified history of content, a team and an account: the policy's history.read (or restore) on each. */
function history(options: HistoryOptions): RouteEntry {
  const action = options.action ?? 'history.read';
  const ask = (subject: HistorySubject): Permission => ({ action, subject });
  const content: RouteTarget[] = (options.kinds ?? CONTENT_KINDS).flatMap((kind) =>
    (options.fresh ? changed(kind) : fixturesOf(kind)).map((name) =>
      // A restore goes back to version 1 of an item changed once since (version 1 of an unchanged one is the current
      // one).
      target(
        `${name} ${kind}`,
        `${kind}:${name}${action === 'history.restore' ? ':edited' : ''}`,
        ({ fixture }) => ({
          url: `/api/history/${kind}/${fixture.id}${options.suffix}`,
          ...(options.body ? { body: options.body } : {}),
          asks: [ask(historyOf(fixture.access!))],
        }),
        options.fresh ? { fresh: true } : {},
      ),
    ),
  );
  const others: RouteTarget[] = options.kinds
    ? []
    : [
        target(
          'the team',
          options.fresh ? 'team:main' : 'team:the',
          ({ fixture }) => ({
            url: `/api/history/team/${fixture.teamId}${options.suffix}`,
            ...(options.body ? { body: options.body } : {}),
            asks: [ask({ kind: 'team', teamId: fixture.teamId! })],
          }),
          options.fresh ? { fresh: true } : {},
        ),
        target(
          'the archived team',
          options.fresh ? 'team:archived' : 'team:theArchived',
          ({ fixture }) => ({
            url: `/api/history/team/${fixture.teamId}${options.suffix}`,
            ...(options.body ? { body: options.body } : {}),
            asks: [ask({ kind: 'team', teamId: fixture.teamId! })],
          }),
          options.fresh ? { fresh: true } : {},
        ),
        ...(action === 'history.read'
          ? [
              target("the member's account", 'team:the', ({ world }) => ({
                url: `/api/history/user/${world.users.member.userId}${options.suffix}`,
                asks: [ask({ kind: 'user', userId: world.users.member.userId })],
              })),
            ]
          : []),
      ];
  return { success: options.success, ...(options.why ? { why: options.why } : {}), targets: [...content, ...others] };
}

const trashRestore: RouteEntry = {
  success: 204,
  targets: CONTENT_KINDS.flatMap((kind) =>
    changed(kind).map((name) =>
      target(
        `${name} ${kind} (deleted)`,
        `${kind}:${name}:deleted`,
        ({ fixture }) => ({
          url: `/api/trash/${kind}/${fixture.id}/restore`,
          asks: [{ action: 'content.restore', content: fixture.access! }],
        }),
        { fresh: true },
      ),
    ),
  ),
};

export const HISTORY_ROUTES: RouteTable = {
  'GET /api/history/{entityType}/{id}': history({ success: 200, suffix: '' }),
  'GET /api/history/{entityType}/{id}/diff': history({ success: 200, suffix: '?from=0&to=1' }),
  'GET /api/history/{entityType}/{id}/versions/{version}': history({ success: 200, suffix: '/versions/1' }),
  'GET /api/history/{entityType}/{id}/attribution': history({ success: 200, suffix: '/attribution', kinds: ['plan'] }),
  'POST /api/history/{entityType}/{id}/restore': history({
    success: 200,
    suffix: '/restore',
    action: 'history.restore',
    body: { version: 1 },
    fresh: true,
  }),
  'GET /api/trash': {
    success: 200,
    targets: [
      target('mine', 'none', () => ({ url: '/api/trash', asks: [SIGNED_IN] })),
      target("everyone's", 'none', ({ actor }) => ({
        url: '/api/trash?scope=everyone',
        asks: [{ action: 'trash.read', ownerId: actor.userId ? '*' : '' }],
      })),
    ],
  },
  'POST /api/trash/{entityType}/{id}/restore': trashRestore,
};

/** A small CSV of one drill, as the bulk upload takes it: the template's header and its first example. */
const csvLine = (cells: readonly string[]) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',');
const CSV = Buffer.from(
  [csvLine(BULK_TEMPLATE_HEADERS), csvLine(bulkTemplateRows('quadball')[0]!)].join('\n') + '\n',
).toString('base64');

/**
 * The rows route asks about the batch (its importer) and then about each row's team, as creating a drill there does.
 */
const importRows: RouteEntry = {
  success: 200,
  targets: [
    target(
      'my batch, rows for the team',
      'none',
      ({ prepared, world }) => ({
        url: `/api/drills/import-batches/${prepared.batchId ?? crypto.randomUUID()}/rows`,
        body: {
          rows: [
            drillInput({
              name: `Imported ${crypto.randomUUID().slice(0, 8)}`,
              visibility: 'team',
              teamId: world.teamId,
            }),
          ],
        },
        asks: [SIGNED_IN, { action: 'content.create', teamId: world.teamId }],
      }),
      { prepare: ownBatch },
    ),
    target(
      'my batch, rows for the archived team',
      'none',
      ({ prepared, world }) => ({
        url: `/api/drills/import-batches/${prepared.batchId ?? crypto.randomUUID()}/rows`,
        body: {
          rows: [
            drillInput({
              name: `Imported ${crypto.randomUUID().slice(0, 8)}`,
              visibility: 'team',
              teamId: world.archivedTeamId,
            }),
          ],
        },
        asks: [SIGNED_IN, { action: 'content.create', teamId: world.archivedTeamId }],
      }),
      { prepare: ownBatch },
    ),
    target("the coach's batch", 'importBatch:coach', ({ fixture }) => ({
      url: `/api/drills/import-batches/${fixture.id}/rows`,
      body: { rows: [drillInput({ name: `Imported ${crypto.randomUUID().slice(0, 8)}` })] },
      asks: [SIGNED_IN, { action: 'drillImport.manage', importerId: fixture.ownerId! }],
    })),
  ],
};

async function ownBatch({
  world,
  actor,
}: Parameters<NonNullable<RouteTarget['prepare']>>[0]): Promise<Record<string, string>> {
  if (!actor.cookie) return {};
  const made = await world.request(
    actor,
    'POST',
    '/api/drills/import-batches',
    { fileName: 'drills.csv', sport: 'quadball', visibility: 'team', total: 1 },
    201,
  );
  return { batchId: made.body.batchId };
}

const batch = (success: number, suffix: string, fresh: boolean): RouteEntry => ({
  success,
  targets: [
    target(
      "the coach's batch",
      'importBatch:coach',
      ({ fixture }) => ({
        url: `/api/drills/import-batches/${fixture.id}${suffix}`,
        asks: [SIGNED_IN, { action: 'drillImport.manage', importerId: fixture.ownerId! }],
      }),
      fresh ? { fresh } : {},
    ),
  ],
});

export const IMPORT_ROUTES: RouteTable = {
  'GET /api/drills/bulk-upload/template.csv': plain(200, () => ({
    url: '/api/drills/bulk-upload/template.csv?sport=quadball',
    asks: [],
  })),
  'GET /api/drills/bulk-upload/template.xlsx': plain(200, () => ({
    url: '/api/drills/bulk-upload/template.xlsx?sport=quadball',
    asks: [],
  })),
  'POST /api/drills/bulk-upload': plain(200, () => ({
    url: '/api/drills/bulk-upload',
    body: { fileName: 'drills.csv', contentBase64: CSV, sport: 'quadball', visibility: 'private' },
    asks: [{ action: 'content.create' }],
  })),
  'POST /api/drills/bulk-upload/duplicates': plain(200, () => ({
    url: '/api/drills/bulk-upload/duplicates',
    body: { names: [{ sport: 'quadball', name: 'Matrix import' }] },
    asks: [{ action: 'content.create' }],
  })),
  'POST /api/drills/import-batches': plain(201, () => ({
    url: '/api/drills/import-batches',
    body: { fileName: 'drills.csv', sport: 'quadball', visibility: 'private', total: 1 },
    asks: [{ action: 'content.create' }],
  })),
  'GET /api/drills/import-batches': own(200, '/api/drills/import-batches'),
  'GET /api/drills/import-batches/{id}': batch(200, '', false),
  'POST /api/drills/import-batches/{id}/rows': importRows,
  'POST /api/drills/import-batches/{id}/complete': batch(200, '/complete', true),
  'POST /api/drills/import-batches/{id}/undo': batch(200, '/undo', true),
  // Adding a drill to one's plan cart engages with it.
  'PUT /api/cart/drills/{id}': {
    success: 200,
    targets: fixturesOf('drill').map((name) =>
      target(`${name} drill`, `drill:${name}`, ({ fixture }) => ({
        url: `/api/cart/drills/${fixture.id}`,
        asks: [{ action: 'content.engage', content: fixture.access! }],
      })),
    ),
  },
};
