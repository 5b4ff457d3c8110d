import type { Browser, Locator, Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_COACH } from '../support/e2e-settings';
import { expect, signIn, test } from '../support/fixtures';
import { api, conflictOf, mkShots, suffix } from '../support/live-field-kit';

/**
 * Two people on one live-edited field. The rule: a field its user did not change never sends; an untouched field
 * shows a co-editor's change at once, focused or not; a field being typed in shows the other's change beside it and
 * lets its user choose. Each case is one user holding focus without typing while the other changes the value (then
 * leaving the field), and one user typing while the other changes the same field.
 */

interface Lane {
  name: string;
  colour: string;
}
interface Item {
  title: string;
  notes: string;
  durationMinutes: number;
}
interface Section {
  name: string;
  notes: string;
  entries: (Item | { kind: 'parallel'; lanes: Lane[] })[];
}
interface StoredPlan {
  metadata: { name: string };
  sections: Section[];
}

const activity = (title: string, durationMinutes = 10) => ({ kind: 'activity' as const, title, durationMinutes });

/** Coach A (`page`) and admin B (`other`) on one shared plan's editor, each in a browser of their own. */
async function twoEditors(page: Page, browser: Browser) {
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  const name = `Live fields ${suffix()}`;
  const { plan } = await api<{ plan: { id: string } }>(page, 'POST', '/api/practice-plans', {
    name,
    sport: 'quadball',
    startTime: '17:00',
    visibility: 'public',
    editableByOthers: true,
    sections: [
      { name: 'Opening', entries: [activity('Alpha', 15), activity('Bravo'), activity('Charlie')] },
      {
        name: 'Closing',
        entries: [
          {
            kind: 'parallel',
            lanes: [
              { name: 'Beaters', colour: '#1d4ed8', items: [activity('Delta')] },
              { name: 'Seekers', colour: '#b45309', items: [activity('Echo')] },
            ],
          },
        ],
      },
    ],
  });
  const otherContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const other = await otherContext.newPage();
  await signIn(other, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(other.getByRole('banner').getByText(DEMO_ADMIN.name)).toBeVisible();
  for (const p of [page, other]) {
    await p.goto(`/practice-plans/${plan.id}/edit`);
    await expect(p.getByRole('heading', { level: 1, name })).toBeVisible();
  }
  // Both in the room: each knows who else is editing.
  await expect(page.getByTestId('presence-list')).toContainText(DEMO_ADMIN.name);
  await expect(other.getByTestId('presence-list')).toContainText(DEMO_COACH.name);
  const stored = async () => (await api<{ plan: StoredPlan }>(other, 'GET', `/api/practice-plans/${plan.id}`)).plan;
  return { planId: plan.id, other, otherContext, stored };
}

const opening = (plan: StoredPlan) => plan.sections[0]!;
const itemOf = (plan: StoredPlan, title: string) =>
  plan.sections
    .flatMap((s) => s.entries.flatMap((e) => ('kind' in e && e.kind === 'parallel' ? [] : [e as Item])))
    .find((i) => i.title === title)!;
const lanesOf = (plan: StoredPlan) => (plan.sections[1]!.entries[0] as { lanes: Lane[] }).lanes;

/** A leaves the field without having typed: nothing A's tab sends may reach the plan for a while. */
async function leaveAndWatch(page: Page, planId: string, leave: () => Promise<void>) {
  const sent: string[] = [];
  const listener = (request: { method(): string; url(): string; postData(): string | null }) => {
    if (request.method() !== 'GET' && request.url().includes(`/api/practice-plans/${planId}`))
      sent.push(request.postData() ?? request.url());
  };
  page.on('request', listener);
  await leave();
  await page.waitForTimeout(1_200);
  page.off('request', listener);
  expect(sent, 'what the untouched field sent when it lost focus').toEqual([]);
}

const blurByClickingTitle = (page: Page) => () => page.getByRole('heading', { level: 1 }).click();

interface PlanFieldCase {
  name: string;
  /** the field on a page (opening what hides it first) */
  field: (page: Page) => Promise<Locator>;
  /** B's way of changing it: type, then Enter or leave */
  set: (page: Page, value: string) => Promise<void>;
  read: (plan: StoredPlan) => string;
  values: { start: string; theirs: string; mine: string; theirsAgain: string };
}

const fillAndEnter = (field: (page: Page) => Promise<Locator>) => async (page: Page, value: string) => {
  const input = await field(page);
  await input.fill(value);
  await input.press('Enter');
};
const fillAndLeave = (field: (page: Page) => Promise<Locator>) => async (page: Page, value: string) => {
  const input = await field(page);
  await input.fill(value);
  await page.getByRole('heading', { level: 1 }).click();
};

const planItem = (page: Page, name: string) => page.locator(`[data-testid=plan-item][data-item-name="${name}"]`);
const minutesOf = (name: string) => async (page: Page) => page.getByLabel(`Minutes for ${name}`, { exact: true });
const sectionName = async (page: Page) => page.getByTestId('plan-section').first().getByLabel('Section name');
const laneName = async (page: Page) => page.getByTestId('plan-lane').first().getByLabel('Lane name');
const itemNotes = async (page: Page) => {
  // The toggle reads "Notes" while closed and "Done" while open.
  const toggle = planItem(page, 'Charlie').getByRole('button', { name: /^(Notes|Done) for Charlie$/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.getByLabel('Notes for Charlie', { exact: true });
};
const sectionNotes = async (page: Page) => {
  const toggle = page.getByRole('button', { name: /^Goals and notes of Opening/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.getByLabel(/^Notes on Opening/);
};
const planName = async (page: Page) => {
  const toggle = page.getByRole('button', { name: 'Plan details', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.getByRole('region', { name: 'Plan details' }).getByRole('textbox', { name: 'Name' });
};

const PLAN_FIELDS: PlanFieldCase[] = [
  {
    name: 'an item’s minutes',
    field: minutesOf('Alpha'),
    set: fillAndEnter(minutesOf('Alpha')),
    read: (p) => String(itemOf(p, 'Alpha').durationMinutes),
    values: { start: '15', theirs: '22', mine: '30', theirsAgain: '12' },
  },
  {
    name: 'a section’s name',
    field: sectionName,
    set: fillAndEnter(sectionName),
    read: (p) => opening(p).name,
    values: { start: 'Opening', theirs: 'Opening drills', mine: 'My opening', theirsAgain: 'Their opening' },
  },
  {
    name: 'a lane’s name',
    field: laneName,
    set: fillAndEnter(laneName),
    read: (p) => lanesOf(p)[0]!.name,
    values: { start: 'Beaters', theirs: 'Beater crew', mine: 'My beaters', theirsAgain: 'Their beaters' },
  },
  {
    name: 'an item’s notes',
    field: itemNotes,
    set: fillAndLeave(itemNotes),
    read: (p) => itemOf(p, 'Charlie').notes,
    values: { start: '', theirs: 'Cones out first', mine: 'Bring bibs', theirsAgain: 'Two groups' },
  },
  {
    name: 'a section’s notes',
    field: sectionNotes,
    set: fillAndLeave(sectionNotes),
    read: (p) => opening(p).notes,
    values: { start: '', theirs: 'Keep it light', mine: 'Loud music', theirsAgain: 'Quiet start' },
  },
];

for (const fieldCase of PLAN_FIELDS) {
  test(`plan editor, ${fieldCase.name}: held without typing it takes the other's change and sends nothing; typed in, it shows the other's change`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const { planId, other, otherContext, stored } = await twoEditors(page, browser);
    const { start, theirs, mine, theirsAgain } = fieldCase.values;
    const mineField = await fieldCase.field(page);
    await expect(mineField).toHaveValue(start);

    // A only clicks into the field; B changes it.
    await mineField.click();
    await fieldCase.set(other, theirs);
    await expect.poll(async () => fieldCase.read(await stored())).toBe(theirs);
    await expect(mineField).toHaveValue(theirs);
    await expect(mineField).toBeFocused();
    await leaveAndWatch(page, planId, blurByClickingTitle(page));
    expect(fieldCase.read(await stored())).toBe(theirs);
    await expect(await fieldCase.field(other)).toHaveValue(theirs);

    // A types; B changes the same field: A is shown B's value and chooses.
    await mineField.fill(mine);
    await fieldCase.set(other, theirsAgain);
    await expect.poll(async () => fieldCase.read(await stored())).toBe(theirsAgain);
    const conflict = conflictOf(page);
    await expect(conflict).toContainText(`${DEMO_ADMIN.name} changed this to`);
    await expect(conflict).toContainText(theirsAgain);
    await expect(mineField).toHaveValue(mine);
    await expect(page.getByTestId('save-status')).not.toHaveText('All changes saved');
    await mkShots(page, `conflict-${fieldCase.name.replace(/\W+/g, '-')}`);
    // Leaving the field does not decide for A.
    await leaveAndWatch(page, planId, blurByClickingTitle(page));
    expect(fieldCase.read(await stored())).toBe(theirsAgain);
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await expect.poll(async () => fieldCase.read(await stored())).toBe(mine);
    await expect(conflict).toHaveCount(0);
    await expect(await fieldCase.field(other)).toHaveValue(mine);
    await expect(page.getByTestId('save-status')).toHaveText('All changes saved');
    await otherContext.close();
  });
}

test('plan editor, minutes after an ordinary Enter: the cursor stays, the other’s change arrives, leaving sends nothing; "use theirs" takes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { planId, other, otherContext, stored } = await twoEditors(page, browser);
  const mine = page.getByLabel('Minutes for Bravo', { exact: true });
  await mine.fill('18');
  await mine.press('Enter');
  await expect.poll(async () => String(itemOf(await stored(), 'Bravo').durationMinutes)).toBe('18');
  await expect(mine).toBeFocused();
  await fillAndEnter(minutesOf('Bravo'))(other, '25');
  await expect(mine).toHaveValue('25');
  await leaveAndWatch(page, planId, blurByClickingTitle(page));
  expect(itemOf(await stored(), 'Bravo').durationMinutes).toBe(25);

  // Typed, then the other's change: "use theirs" drops mine and sends nothing.
  await mine.fill('40');
  await fillAndEnter(minutesOf('Bravo'))(other, '35');
  await expect(conflictOf(page)).toContainText('35');
  await mkShots(page, 'minutes-conflict');
  await leaveAndWatch(page, planId, () => conflictOf(page).getByRole('button', { name: 'Use theirs' }).click());
  await expect(mine).toHaveValue('35');
  expect(itemOf(await stored(), 'Bravo').durationMinutes).toBe(35);
  await otherContext.close();
});

test('plan editor, a lane’s colour and the plan’s name: held without changing they take the other’s change and send nothing', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const { planId, other, otherContext, stored } = await twoEditors(page, browser);
  const colour = page.getByLabel('Colour of Seekers');
  await colour.focus();
  await other.getByLabel('Colour of Seekers').fill('#16a34a');
  await expect.poll(async () => lanesOf(await stored())[1]!.colour.toLowerCase()).toBe('#16a34a');
  await expect(colour).toHaveValue('#16a34a');
  await leaveAndWatch(page, planId, blurByClickingTitle(page));

  const name = await planName(page);
  const before = await name.inputValue();
  await name.click();
  await fillAndLeave(planName)(other, `${before} (B)`);
  await expect.poll(async () => (await stored()).metadata.name).toBe(`${before} (B)`);
  await expect(name).toHaveValue(`${before} (B)`);
  await leaveAndWatch(page, planId, async () =>
    page.getByRole('button', { name: 'Plan details', exact: true }).click(),
  );
  expect((await stored()).metadata.name).toBe(`${before} (B)`);

  // Typed in the name: the other's change is shown beside it, nothing is sent until A chooses.
  await page.getByRole('button', { name: 'Plan details', exact: true }).click();
  await name.fill('Mine');
  await fillAndLeave(planName)(other, 'Theirs');
  await expect(conflictOf(page)).toContainText(`${DEMO_ADMIN.name} changed this to`);
  await leaveAndWatch(page, planId, blurByClickingTitle(page));
  expect((await stored()).metadata.name).toBe('Theirs');
  await conflictOf(page).getByRole('button', { name: 'Keep mine' }).click();
  await expect.poll(async () => (await stored()).metadata.name).toBe('Mine');
  await otherContext.close();
});

/** A team of A's with B as site admin: both may change its details. */
