import { drillImportStreamId, drillStreamId, type DrillInput } from '@sideline/domain';
import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, eventCount, openTestApi, type TestApi } from '../../testing/test-api';

const system = () => ({
  actorId: null,
  commandId: crypto.randomUUID(),
  correlationId: 'test',
  causationId: null,
  at: new Date().toISOString(),
});

const drill = (name: string, overrides: Partial<DrillInput> = {}): DrillInput => ({
  sport: 'quadball',
  name,
  briefDescription: `How to run ${name}.`,
  drillTypes: ['Warmup'],
  skillLevels: ['Beginner'],
  lengthMin: 5,
  lengthMax: 10,
  playersMin: 2,
  playersMax: null,
  skills: ['Passing'],
  positions: ['Chaser'],
  visibility: 'public',
  ...overrides,
});

describe.each(databaseTargets())('drill import batches on $name', (target) => {
  let api: TestApi;
  let coach: string;
  let coachId: string;
  let other: string;
  let admin: string;
  const post = (url: string, body: unknown, cookie: string | null = coach) =>
    api.request({ method: 'POST', url, body, cookie: cookie ?? undefined });
  const start = async (total: number, cookie = coach) => {
    const response = await post(
      '/api/drills/import-batches',
      { fileName: 'drills.csv', sport: 'quadball', visibility: 'public', total },
      cookie,
    );
    expect(response.status).toBe(201);
    return response.body.batchId as string;
  };
  /** What the drill list (GET /api/drills, on the `drills` read model) shows the coach as theirs. */
  const myDrillNames = async () => {
    const page = await api.request({
      method: 'GET',
      url: '/api/drills?mine=true&sort=name&pageSize=100',
      cookie: coach,
    });
    expect(page.status).toBe(200);
    return (page.body.items as { name: string }[]).map((item) => item.name);
  };

  beforeAll(async () => {
    api = await openTestApi(target);
    coach = await api.signUp('importer@example.com', 'Ivy Importer');
    coachId = (await api.request({ method: 'GET', url: '/api/auth/me', cookie: coach })).body.user.id;
    other = await api.signUp('nosy@example.com', 'Nosy Neighbour');
    await api.core.accounts.ensureAdmin(
      { email: 'admin@example.com', password: TEST_PASSWORD, displayName: 'Ada Admin' },
      system(),
    );
    admin = (await post('/api/auth/login', { email: 'admin@example.com', password: TEST_PASSWORD }, null)).cookie!;
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  it('imports in chunks, records the batch, and lists it as mine, newest first', async () => {
    const batchId = await start(5);
    const first = await post(`/api/drills/import-batches/${batchId}/rows`, {
      rows: [drill('Alpha'), drill('Bravo'), drill('Charlie')],
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      imported: 3,
      drillIds: [expect.any(String), expect.any(String), expect.any(String)],
    });
    const second = await post(`/api/drills/import-batches/${batchId}/rows`, {
      rows: [drill('Delta', { editableByOthers: true, skills: ['long throws'] }), drill('Echo')],
    });
    expect(second.body.imported).toBe(2);
    const done = await post(`/api/drills/import-batches/${batchId}/complete`, {});
    expect(done.status).toBe(200);
    expect(done.body.batch).toMatchObject({
      batchId,
      fileName: 'drills.csv',
      count: 5,
      total: 5,
      status: 'completed',
      undone: false,
    });

    expect(await myDrillNames()).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo']);
    const created = await api.core.store.readStream(drillStreamId(second.body.drillIds[0]));
    // Imported drills belong to the importer and are not editable by others, whatever the row said.
    expect(created.events[0]).toMatchObject({
      type: 'DrillCreated',
      data: { ownerId: coachId, editableByOthers: false, importBatchId: batchId, content: { skills: ['Long Throws'] } },
    });
    const batch = await api.core.store.readStream(drillImportStreamId(batchId));
    expect(batch.events.map((e) => e.type)).toEqual([
      'DrillImportStarted',
      'DrillImportRowsAdded',
      'DrillImportRowsAdded',
      'DrillImportCompleted',
    ]);

    const newer = await start(1);
    const list = await api.request({ method: 'GET', url: '/api/drills/import-batches', cookie: coach });
    expect(list.body.items.map((b: { batchId: string }) => b.batchId).slice(0, 2)).toEqual([newer, batchId]);
    expect(list.body.items[1]).toMatchObject({
      fileName: 'drills.csv',
      count: 5,
      undone: false,
      createdAt: expect.any(String),
    });
    expect((await api.request({ method: 'GET', url: '/api/drills/import-batches', cookie: other })).body.items).toEqual(
      [],
    );
  });

  it('refuses a chunk with a bad row as a whole: 400 with details per row, nothing stored', async () => {
    const batchId = await start(3);
    const before = await eventCount(api.core);
    const response = await post(`/api/drills/import-batches/${batchId}/rows`, {
      rows: [
        drill('Good one'),
        drill('', { skillLevels: ['Beginner', 'Elite' as never] }),
        drill('Fine'),
        { name: 'Nothing else' },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('BULK.INVALID_ROWS');
    expect(response.body.error.details.rows).toEqual([
      {
        index: 1,
        fields: {
          name: ['Give the drill a name.'],
          skillLevels: ['“Elite”: Skill level must be one of New to Sport, Beginner, Intermediate, Advanced, Expert.'],
        },
      },
      {
        index: 3,
        fields: expect.objectContaining({
          sport: expect.any(Array),
          briefDescription: ['Describe the drill in a sentence or two.'],
        }),
      },
    ]);
    expect(await eventCount(api.core)).toBe(before);
    expect(await myDrillNames()).not.toContain('Good one');
  });

  it('caps calls at 500 rows and the batch at its announced total', async () => {
    const batchId = await start(2);
    const tooMany = await post(`/api/drills/import-batches/${batchId}/rows`, {
      rows: Array.from({ length: 501 }, (_, i) => drill(`D${i}`)),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details.fields.rows).toEqual(['At most 500 rows per call.']);
    const before = await eventCount(api.core);
    const overfull = await post(`/api/drills/import-batches/${batchId}/rows`, {
      rows: [drill('X1'), drill('X2'), drill('X3')],
    });
    expect(overfull.status).toBe(409);
    expect(overfull.body.error.code).toBe('BULK.BATCH_OVERFULL');
    expect(await eventCount(api.core)).toBe(before);
  });

  it('takes calls larger than the global body limit (rows with diagrams)', async () => {
    const diagram = {
      id: 'setup',
      title: 'Setup',
      elements: Array.from({ length: 3_000 }, (_, i) => ({
        id: `e${i}`,
        type: 'rectangle',
        x: i,
        y: i,
        note: 'x'.repeat(250),
      })),
    };
    const batchId = await start(2);
    const body = { rows: [drill('Drawn 1', { diagrams: [diagram] }), drill('Drawn 2', { diagrams: [diagram] })] };
    expect(JSON.stringify(body).length).toBeGreaterThan(1024 * 1024);
    const response = await post(`/api/drills/import-batches/${batchId}/rows`, body);
    expect(response.status).toBe(200);
    const created = await api.core.store.readStream(drillStreamId(response.body.drillIds[0]));
    expect((created.events[0]!.data as { content: { diagrams: unknown[] } }).content.diagrams).toHaveLength(1);
  });

  it('lets only the importer (or a site admin) add to, finish or undo an import', async () => {
    const batchId = await start(2);
    const rows = await post(`/api/drills/import-batches/${batchId}/rows`, { rows: [drill('Guarded')] }, other);
    expect(rows.status).toBe(403);
    expect((await post(`/api/drills/import-batches/${batchId}/undo`, {}, other)).status).toBe(403);
    expect((await post(`/api/drills/import-batches/${batchId}/complete`, {}, other)).status).toBe(403);
    expect(
      (await api.request({ method: 'GET', url: `/api/drills/import-batches/${batchId}`, cookie: other })).status,
    ).toBe(403);
    expect((await post(`/api/drills/import-batches/${batchId}/rows`, { rows: [drill('Visitor')] }, null)).status).toBe(
      401,
    );
    expect(
      (
        await post(
          '/api/drills/import-batches',
          { fileName: 'a.csv', sport: 'quadball', visibility: 'public', total: 1 },
          null,
        )
      ).status,
    ).toBe(401);
    expect((await post(`/api/drills/import-batches/${batchId}/complete`, {}, admin)).status).toBe(200);
  });

  it('puts rows into a team only for its coaches, as POST /api/drills does, and stores nothing of a refused call', async () => {
    const otherTeam = (
      await post('/api/teams', { name: 'Not yours', sport: 'quadball', timeZone: 'Europe/Berlin' }, other)
    ).body.team.id as string;
    const ownTeam = (await post('/api/teams', { name: 'Mine', sport: 'quadball', timeZone: 'Europe/Berlin' }, coach))
      .body.team.id as string;
    expect((await post('/api/drills', { ...drill('Direct'), visibility: 'team', teamId: otherTeam })).status).toBe(403);
    const batchId = await start(3);
    const before = await eventCount(api.core);
    const smuggled = await post(`/api/drills/import-batches/${batchId}/rows`, {
      rows: [drill('Fine row'), drill('Smuggled', { visibility: 'team', teamId: otherTeam })],
    });
    expect(smuggled.status).toBe(403);
    expect(await eventCount(api.core)).toBe(before);
    const teamLibrary = await api.request({ method: 'GET', url: `/api/drills?team=${otherTeam}`, cookie: other });
    expect(teamLibrary.body.items).toEqual([]);
    const own = await post(`/api/drills/import-batches/${batchId}/rows`, {
      rows: [drill('Own team row', { visibility: 'team', teamId: ownTeam })],
    });
    expect(own.status).toBe(200);
  });

  it('answers 404 for imports that do not exist', async () => {
    expect(
      (await post(`/api/drills/import-batches/${crypto.randomUUID()}/rows`, { rows: [drill('Lost')] })).status,
    ).toBe(404);
    const malformed = await post('/api/drills/import-batches/not-an-id/undo', {});
    expect(malformed.status).toBe(404);
    expect(malformed.body.error.code).toBe('BULK.BATCH_NOT_FOUND');
  });

  it('undoes a whole import: every drill deleted (reason import-undone) and gone from the drill list', async () => {
    const batchId = await start(3);
    const added = await post(`/api/drills/import-batches/${batchId}/rows`, {
      rows: [drill('Undo me 1'), drill('Undo me 2'), drill('Undo me 3')],
    });
    await post(`/api/drills/import-batches/${batchId}/complete`, {});
    expect(await myDrillNames()).toEqual(expect.arrayContaining(['Undo me 1', 'Undo me 2', 'Undo me 3']));

    const undo = await post(`/api/drills/import-batches/${batchId}/undo`, {});
    expect(undo.status).toBe(200);
    expect(undo.body).toMatchObject({ undone: 3, batch: { status: 'undone', undone: true, count: 3 } });
    expect(await myDrillNames()).not.toEqual(expect.arrayContaining(['Undo me 1']));
    expect((await myDrillNames()).filter((name) => name.startsWith('Undo me'))).toEqual([]);
    for (const drillId of added.body.drillIds) {
      const stream = await api.core.store.readStream(drillStreamId(drillId));
      expect(stream.events.at(-1)).toMatchObject({ type: 'DrillDeleted', data: { drillId, reason: 'import-undone' } });
    }
    const batchEvents = (await api.core.store.readStream(drillImportStreamId(batchId))).events;
    expect(batchEvents.at(-1)).toMatchObject({ type: 'DrillImportUndone', data: { drillIds: added.body.drillIds } });

    // Undoing again changes nothing; the batch takes no more rows.
    const before = await eventCount(api.core);
    expect((await post(`/api/drills/import-batches/${batchId}/undo`, {})).body.undone).toBe(0);
    expect(await eventCount(api.core)).toBe(before);
    expect((await post(`/api/drills/import-batches/${batchId}/rows`, { rows: [drill('Late')] })).status).toBe(409);
    const listed = await api.request({ method: 'GET', url: '/api/drills/import-batches', cookie: coach });
    expect(listed.body.items.find((b: { batchId: string }) => b.batchId === batchId)).toMatchObject({
      undone: true,
      undoneAt: expect.any(String),
    });
  });

  it('imports 1,000 rows in four calls of 250', async () => {
    const batchId = await start(1_000);
    for (let chunk = 0; chunk < 4; chunk++) {
      const rows = Array.from({ length: 250 }, (_, i) => drill(`Bulk ${chunk * 250 + i}`));
      const response = await post(`/api/drills/import-batches/${batchId}/rows`, { rows });
      expect(response.body.imported).toBe(250);
    }
    const done = await post(`/api/drills/import-batches/${batchId}/complete`, {});
    expect(done.body.batch).toMatchObject({ count: 1_000, status: 'completed' });
  });
});
