import { openDatabase } from '@sideline/eventstore';
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCoreOn } from '../composition/open-core';
import { seedDemoData } from '../seed/demo-seed';
import { restoreDrill } from './restore-drill';

const url = process.env.TEST_DATABASE_URL;
const hasTools =
  spawnSync('pg_dump', ['--version']).status === 0 && spawnSync('pg_restore', ['--version']).status === 0;

describe.skipIf(!url || !hasTools)('the restore drill', () => {
  const name = `sideline_drillsrc_${randomBytes(4).toString('hex')}`;
  let sourceUrl: string;

  beforeAll(async () => {
    const admin = await openDatabase({ databaseUrl: url });
    await admin.exec(`CREATE DATABASE ${name}`);
    await admin.close();
    sourceUrl = Object.assign(new URL(url!), { pathname: `/${name}` }).toString();
    // The demo data through the real command path, with every read model caught up.
    const core = await openCoreOn(
      await openDatabase({ databaseUrl: sourceUrl }),
      { api: true, projections: true, collab: true },
      { passwordHashCost: { N: 2 ** 10, r: 8, p: 1 }, pollIntervalMs: 50 },
    );
    await seedDemoData(core.db, core.api!.accounts, core.api!.commands, core.api!.handler);
    const head = await core.store.head();
    await core.watcher!.waitFor(
      head.position,
      core.projections.map((p) => p.name),
      60_000,
    );
    // The demo's recurring practices link templates to the season; the propagation reactor (no Nest app runs here)
    // would sync their pairs and empty its queue, as in a live app at rest. A rebuild must not queue them again.
    expect(await core.db.query('SELECT 1 FROM template_links')).not.toHaveLength(0);
    await core.db.exec('DELETE FROM template_sync_due');
    await core.close();
  }, 180_000);
  afterAll(async () => {
    const admin = await openDatabase({ databaseUrl: url });
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  });

  it('restores a dump into a fresh database where every read model rebuilds from the log to the same rows', async () => {
    const result = await restoreDrill(sourceUrl);
    expect(result.events).toBeGreaterThan(20);
    expect(result.tablesCompared).toBeGreaterThan(10);
    expect(result.differing).toEqual([]);
  }, 180_000);

  it('notices a read model that does not match its log', async () => {
    const source = await openDatabase({ databaseUrl: sourceUrl });
    await source.query(`UPDATE boards_view SET name = name || ' (edited by hand)'`);
    await source.close();
    const result = await restoreDrill(sourceUrl);
    expect(result.differing).toContain('boards_view');
  }, 180_000);
});
