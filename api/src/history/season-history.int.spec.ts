import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../drills/testing/drill-fixtures';
import { createSeason, seasonUrl } from '../seasons/testing/season-fixtures';
import { createTeam } from '../teams/testing/team-fixtures';
import { openTestApi, type TestApi } from '../testing/test-api';

describe.each(databaseTargets())('a season joins the one history with one registration, on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(target);
  });
  afterAll(async () => {
    expect(api.unexpectedErrors).toEqual([]);
    await api.close();
  });

  it('a team owner sees who deleted a marker, and restores it (same id) as new events', async () => {
    const owner = await signUpUser(api, 'owner@example.com', 'Olive Owner');
    const team = await createTeam(api, owner, { name: 'Rapids' });
    const season = (await createSeason(api, owner, team.id)).season;
    const url = (rest: string) => seasonUrl(team.id, season.id, rest);
    const added = await api.request({
      method: 'POST',
      url: url('/markers'),
      cookie: owner.cookie,
      body: { type: 'game', title: 'Derby', startDate: '2026-10-10' },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const markerId = added.body.season.markers[0].id;
    expect(
      (await api.request({ method: 'DELETE', url: url(`/markers/${markerId}`), cookie: owner.cookie })).status,
    ).toBeLessThan(300);

    const history = (
      await api.request({ method: 'GET', url: `/api/history/season/${season.id}`, cookie: owner.cookie })
    ).body;
    expect(history.versions[0]).toMatchObject({
      type: 'SeasonMarkerRemoved',
      actorName: 'Olive Owner',
      changed: ['markers'],
    });
    const diff = (
      await api.request({
        method: 'GET',
        url: `/api/history/season/${season.id}/diff?from=${history.currentVersion - 1}&to=${history.currentVersion}`,
        cookie: owner.cookie,
      })
    ).body;
    expect(diff.changes).toEqual([
      {
        field: 'markers',
        label: 'markers',
        kind: 'list',
        added: [],
        removed: ['game “Derby” 2026-10-10'],
        moved: [],
        changed: [],
      },
    ]);
    const restored = await api.request({
      method: 'POST',
      url: `/api/history/season/${season.id}/restore`,
      cookie: owner.cookie,
      body: { version: history.currentVersion - 1 },
    });
    expect(restored.body.eventTypes).toEqual(['SeasonMarkerAdded']);
    const now = (await api.request({ method: 'GET', url: url(''), cookie: owner.cookie })).body.season;
    expect(now.markers.map((m: { id: string; title: string }) => [m.id, m.title])).toEqual([[markerId, 'Derby']]);
  });
});
