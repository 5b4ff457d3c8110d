import type { Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_COACH, uniqueEmail } from '../support/e2e-settings';
import { expect, signIn, test } from '../support/fixtures';

const suffix = () => Math.random().toString(36).slice(2, 7);

async function signedIn(page: Page, account: { email: string; password: string }) {
  await signIn(page, account.email, account.password);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
}

/** The feedback item on /feedback whose text is this. */
const feedbackItem = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Feedback' }).getByRole('listitem').filter({ hasText: text });

test('a visitor sends feedback; an admin replies and marks it planned; the visitor and a signed-in sender see it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const bug = `The timeline labels overlap on a narrow screen ${suffix()}`;

  // --- a visitor, not signed in, on the drills page ---
  await page.goto('/drills');
  await page.getByRole('button', { name: 'Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send feedback' });
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(dialog.getByText('Write your feedback.')).toBeVisible();
  await dialog.getByLabel('Bug').check();
  await dialog.getByLabel('Your feedback').fill(bug);
  await dialog.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you!' })).toContainText('Keep this private link');
  const followUp = await page.getByRole('dialog').getByRole('link').getAttribute('href');
  expect(followUp).toMatch(/\/feedback\?token=[A-Za-z0-9_-]+$/);
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // --- a coach sends a question too ---
  const coachContext = await browser.newContext();
  const coach = await coachContext.newPage();
  await signedIn(coach, DEMO_COACH);
  const question = `Can plans be exported as PDF? ${suffix()}`;
  await coach.getByRole('button', { name: 'Feedback' }).click();
  await coach.getByRole('dialog').getByLabel('Question').check();
  await coach.getByRole('dialog').getByLabel('Your feedback').fill(question);
  await coach.getByRole('dialog').getByRole('button', { name: 'Send feedback' }).click();
  await expect(coach.getByRole('dialog', { name: 'Thank you!' })).toContainText('your feedback page');
  await coach.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // --- the admin sees both, with the page and browser, replies and plans ---
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signedIn(admin, DEMO_ADMIN);
  await admin.goto('/feedback');
  const visitorItem = feedbackItem(admin, bug);
  await expect(visitorItem).toContainText('From a visitor · on /drills');
  await visitorItem.getByLabel('Status').selectOption('planned');
  await expect(visitorItem.getByText('Planned', { exact: true }).first()).toBeVisible();
  await visitorItem.getByLabel('Reply to the sender').fill('Thanks! We will fix this in the next release.');
  await visitorItem.getByRole('button', { name: 'Send reply' }).click();
  await expect(visitorItem.getByText('Reply from the Sideline team')).toBeVisible();
  const coachItem = feedbackItem(admin, question);
  await expect(coachItem).toContainText(`From ${DEMO_COACH.name}`);
  await coachItem.getByLabel('Reply to the sender').fill('Print the plan and choose "Save as PDF".');
  await coachItem.getByRole('button', { name: 'Send reply' }).click();
  await expect(coachItem.getByText('Reply from the Sideline team')).toBeVisible();

  // --- the visitor comes back through the private link ---
  await page.goto(followUp!);
  const mine = page.getByRole('listitem').filter({ hasText: bug });
  await expect(mine.getByText('Planned', { exact: true })).toBeVisible();
  await expect(mine).toContainText('Thanks! We will fix this in the next release.');
  await expect(mine).not.toContainText('/drills'); // the page and browser are for admins only

  // --- the coach sees the reply on home and on /feedback, and cannot moderate ---
  await coach.goto('/');
  await expect(coach.getByRole('region', { name: 'Replies to your feedback' })).toContainText('Save as PDF');
  await coach.goto('/feedback?mine=true');
  await expect(feedbackItem(coach, question)).toContainText('Save as PDF');
  await expect(coach.getByLabel('Reply to the sender')).toHaveCount(0);
  await coachContext.close();
  await adminContext.close();
});

test('a user votes once in the poll: the button goes, and 20 parallel API calls count once', async ({
  page,
  consoleProblems,
}) => {
  test.setTimeout(120_000);
  // The burst below may make the embedded server turn requests away as busy, the open page's own refresh of the poll
  // included (seen on a loaded machine): that 503 is expected here, not a bug of the page.
  consoleProblems.allow(/status of 503/);
  await page.goto('/login?mode=register');
  await page.getByLabel('Your name').fill('Vic Voter');
  await page.getByLabel('Email').fill(uniqueEmail('voter'));
  await page.getByLabel('Password', { exact: true }).fill('a-long-voter-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();

  const text = `Keeper outlet under pressure ${suffix()}`;
  await page.goto('/poll');
  await page.getByLabel('Suggest a drill').fill('x');
  await page.getByRole('button', { name: 'Suggest', exact: true }).click();
  await expect(page.getByText('A suggestion needs at least 2 characters.')).toBeVisible();
  await page.getByLabel('Suggest a drill').fill(text);
  await page.getByRole('button', { name: 'Suggest', exact: true }).click();
  await expect(page.getByText('Your suggestion is in the poll.')).toBeVisible();
  const card = page.getByRole('list', { name: /Open suggestions/ }).getByRole('listitem', { name: text });
  await card.getByRole('button', { name: 'Vote' }).click();
  await expect(card.getByText('You voted for this')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Vote' })).toHaveCount(0);
  await expect(card.getByLabel('1 vote')).toBeVisible();

  // Straight to the API, twenty at once, from the same session: none of them counts again. The embedded server may
  // turn some away as busy (503 SERVER.BUSY, nothing done); every other answer is a refusal.
  const poll = (await (await page.request.get('/api/poll')).json()) as {
    open: { id: string; text: string; votes: number }[];
  };
  const suggestion = poll.open.find((s) => s.text === text)!;
  const other = poll.open.find((s) => s.text !== text)!;
  const vote = (id: string) =>
    page.request
      .post(`/api/poll/suggestions/${id}/vote`, {
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        data: '{}',
      })
      .then((r) => r.status());
  const statuses = await Promise.all(Array.from({ length: 20 }, () => vote(suggestion.id)));
  expect(statuses.filter((s) => s !== 409 && s !== 503)).toEqual([]);
  const raced = await Promise.all(Array.from({ length: 20 }, () => vote(other.id)));
  expect(raced.filter((s) => s !== 200 && s !== 409 && s !== 503)).toEqual([]);
  expect(raced.filter((s) => s === 200).length).toBeLessThanOrEqual(1);
  // One more, alone: refused if the burst counted, counted if every call of the burst was turned away.
  expect(await vote(other.id)).toBe(raced.includes(200) ? 409 : 200);
  expect(await vote(other.id)).toBe(409);
  const votesOf = async (id: string) =>
    ((await (await page.request.get('/api/poll')).json()) as { open: { id: string; votes: number }[] }).open.find(
      (s) => s.id === id,
    )!.votes;
  await expect.poll(() => votesOf(other.id)).toBe(other.votes + 1);
  expect(await votesOf(suggestion.id)).toBe(1);
  await page.reload();
  await expect(
    page
      .getByRole('list', { name: /Open suggestions/ })
      .getByRole('listitem', { name: text })
      .getByLabel('1 vote'),
  ).toBeVisible();
});

test('an admin links a suggestion to the drill that fulfils it, and the suggester sees the outcome', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const text = `Chaser passing warm-up in triangles ${suffix()}`;
  await signedIn(page, DEMO_COACH);
  await page.goto('/poll');
  await page.getByLabel('Suggest a drill').fill(text);
  await page.getByRole('button', { name: 'Suggest', exact: true }).click();
  await expect(page.getByText('Your suggestion is in the poll.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Link a drill' })).toHaveCount(0); // coaches do not moderate

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signedIn(admin, DEMO_ADMIN);
  await admin.goto('/poll');
  const card = admin.getByRole('listitem', { name: text });
  await card.getByRole('button', { name: 'Link a drill' }).click();
  await card.getByLabel('Find the drill that fulfils it').fill('Chaser passing triangle');
  await card.getByRole('button', { name: 'Link Chaser passing triangle' }).click();
  const done = admin
    .getByRole('list', { name: 'Fulfilled and closed suggestions' })
    .getByRole('listitem', { name: text });
  await expect(done.getByText('Fulfilled by')).toBeVisible();
  await expect(done.getByRole('link', { name: 'Chaser passing triangle' })).toBeVisible();
  await adminContext.close();

  await page.reload();
  const outcome = page
    .getByRole('region', { name: 'Your suggestions' })
    .getByRole('listitem')
    .filter({ hasText: text });
  await expect(outcome).toContainText('Done:');
  await outcome.getByRole('link', { name: 'Chaser passing triangle' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chaser passing triangle' })).toBeVisible();
});
