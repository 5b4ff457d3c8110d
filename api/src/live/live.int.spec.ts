import { databaseTargets } from '@sideline/eventstore/testing/test-databases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDrill, signInAdmin, signUpUser } from '../drills/testing/drill-fixtures';
import { createTeam, joinAs } from '../teams/testing/team-fixtures';
import { openTestApi, type TestApi } from '../testing/test-api';

describe.each(databaseTargets())('live change notifications on $name', (target) => {
  let api: TestApi;
  let base: string;
  beforeAll(async () => {
    api = await openTestApi(target);
    await api.app.listen(0, '127.0.0.1');
    const address = api.app.getHttpServer().address() as { port: number };
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await api.close();
  });

  it('tells an open page which read models changed, after the projection committed', async () => {
    const page = listen();
    await new Promise((r) => setTimeout(r, 300));
    const signUp = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'live@example.com', password: 'a-long-test-password', displayName: 'Live' }),
    });
    const { user } = (await signUp.json()) as { user: { id: string } };
    const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0]!;
    const drill = await createDrill(api, cookie, { name: 'Live drill', visibility: 'public' });
    const deadline = Date.now() + 20_000;
    while (!page.keys().includes(`drill:${drill.id}`) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    await page.stop();
    expect(page.keys()).toContain(`drill:${drill.id}`);
    // someone else's account is not a visitor's business
    expect(page.keys()).not.toContain(`user:${user.id}`);
  });

  /** Opens /api/live (as the cookie's user, or a visitor) and collects the keys it hears. */
  function listen(cookie?: string) {
    const controller = new AbortController();
    let received = '';
    const messages = () =>
      [...received.matchAll(/event: change\ndata: (.*)\n/g)].map(
        (m) => JSON.parse(m[1]!) as { keys: string[]; commands: string[] },
      );
    const keys = () => messages().flatMap((message) => message.keys);
    const done = (async () => {
      const response = await fetch(`${base}/api/live`, {
        signal: controller.signal,
        headers: cookie ? { cookie } : {},
      });
      const reader = response.body!.getReader();
      const decoder = new TextDecoder();
      try {
        for (;;) {
          const { value, done: finished } = await reader.read();
          if (finished) break;
          received += decoder.decode(value);
        }
      } catch {
        /* aborted */
      }
    })();
    return { keys, messages, stop: async () => (controller.abort(), await done) };
  }

  const until = async (condition: () => boolean) => {
    const deadline = Date.now() + 20_000;
    while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  };

  it("a member removed from a team stops hearing the team's keys at once, on the page already open", async () => {
    const owner = await signUpUser(api, 'live-team-owner@example.com', 'Owner');
    const member = await signUpUser(api, 'live-team-member@example.com', 'Member');
    const team = await createTeam(api, owner);
    await joinAs(api, owner, team.id, member, 'member');
    const page = listen(member.cookie);
    const ownPage = listen(owner.cookie);
    await new Promise((r) => setTimeout(r, 500));
    const before = await createDrill(api, owner.cookie, { name: 'Team drill', visibility: 'team', teamId: team.id });
    await until(() => page.keys().includes(`drill:${before.id}`));
    expect(page.keys()).toContain(`drill:${before.id}`);

    const removed = await api.request({
      method: 'DELETE',
      url: `/api/teams/${team.id}/members/${member.userId}`,
      cookie: owner.cookie,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);
    await until(() => page.keys().includes(`user-teams:${member.userId}`));
    const after = await createDrill(api, owner.cookie, { name: 'After he left', visibility: 'team', teamId: team.id });
    await until(() => ownPage.keys().includes(`drill:${after.id}`));
    await Promise.all([page.stop(), ownPage.stop()]);
    expect(ownPage.keys()).toContain(`drill:${after.id}`);
    expect(page.keys()).not.toContain(`drill:${after.id}`);
    // the change that removes them may name the team (it changed: they left it); nothing after it does
    const heard = page.messages();
    const removal = heard.findIndex((m) => m.keys.includes(`user-teams:${member.userId}`));
    expect(removal).toBeGreaterThanOrEqual(0);
    expect(heard.slice(removal + 1).flatMap((m) => m.keys)).not.toContain(`team:${team.id}`);
  });

  it("a visitor hears neither other users' command ids nor when someone edits a private drill; the author hears its own", async () => {
    const owner = await signUpUser(api, 'live-private@example.com', 'Private');
    const visitor = listen();
    const mine = listen(owner.cookie);
    await new Promise((r) => setTimeout(r, 500));
    const secret = await createDrill(api, owner.cookie, { name: 'Quiet drill', visibility: 'private' });
    await until(() => mine.keys().includes(`drill:${secret.id}`));
    const open = await createDrill(api, owner.cookie, { name: 'Loud drill', visibility: 'public' });
    await until(() => mine.keys().includes(`drill:${open.id}`) && visitor.keys().includes(`drill:${open.id}`));
    await Promise.all([visitor.stop(), mine.stop()]);
    expect(mine.messages().find((m) => m.keys.includes(`drill:${secret.id}`))?.keys).toContain('drills');
    expect(mine.messages().some((m) => m.commands.length > 0)).toBe(true);
    // the visitor heard the public drill and its list, but nothing while only the private one changed
    const heard = visitor.messages();
    const openAt = heard.findIndex((m) => m.keys.includes(`drill:${open.id}`));
    expect(heard[openAt]?.keys).toContain('drills');
    expect(heard.slice(0, openAt).flatMap((m) => m.keys)).not.toContain('drills');
    expect(heard.flatMap((m) => m.keys)).not.toContain(`drill:${secret.id}`);
    expect(visitor.messages().flatMap((m) => m.commands)).toEqual([]);
  });

  it('sends each page only the keys of what its user may read: a visitor never hears of private content', async () => {
    const owner = await signUpUser(api, 'private-owner@example.com', 'Owner');
    const visitor = listen();
    const stranger = listen((await signUpUser(api, 'stranger@example.com', 'Stranger')).cookie);
    const mine = listen(owner.cookie);
    await new Promise((r) => setTimeout(r, 500));
    const secret = await createDrill(api, owner.cookie, { name: 'Secret drill', visibility: 'private' });
    const open = await createDrill(api, owner.cookie, { name: 'Open drill', visibility: 'public' });
    const deadline = Date.now() + 20_000;
    while (
      !(
        mine.keys().includes(`drill:${open.id}`) &&
        visitor.keys().includes(`drill:${open.id}`) &&
        stranger.keys().includes(`drill:${open.id}`)
      ) &&
      Date.now() < deadline
    )
      await new Promise((r) => setTimeout(r, 100));
    await Promise.all([visitor.stop(), stranger.stop(), mine.stop()]);
    expect(mine.keys()).toEqual(expect.arrayContaining([`drill:${secret.id}`, `drill:${open.id}`, 'drills']));
    expect(visitor.keys()).toContain(`drill:${open.id}`);
    expect(visitor.keys()).not.toContain(`drill:${secret.id}`);
    expect(stranger.keys()).not.toContain(`drill:${secret.id}`);
    expect(visitor.keys().filter((key) => key.startsWith('user:'))).toEqual([]);
  });

  it('new audit rows reach site admins only, as one key naming nothing', async () => {
    const admin = listen((await signInAdmin(api, 'live-admin@example.com')).cookie);
    const coach = await signUpUser(api, 'live-coach@example.com', 'Coach');
    const visitor = listen();
    const member = listen(coach.cookie);
    await new Promise((r) => setTimeout(r, 500));
    const open = await createDrill(api, coach.cookie, { name: 'Audited drill', visibility: 'public' });
    const deadline = Date.now() + 20_000;
    while (
      !(
        admin.keys().includes('audit') &&
        member.keys().includes(`drill:${open.id}`) &&
        visitor.keys().includes(`drill:${open.id}`)
      ) &&
      Date.now() < deadline
    )
      await new Promise((r) => setTimeout(r, 100));
    await Promise.all([admin.stop(), visitor.stop(), member.stop()]);
    expect(admin.keys()).toContain('audit');
    expect(member.keys()).toContain(`drill:${open.id}`);
    expect(member.keys()).not.toContain('audit');
    expect(visitor.keys()).not.toContain('audit');
  });
});
