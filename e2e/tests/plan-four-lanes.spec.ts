import type { Page } from '@playwright/test';
import { DEMO_COACH } from '../support/e2e-settings';
import { expect, signIn, test } from '../support/fixtures';

// The layout rules under test live in web/src/features/practice-plans/view/plan-view.module.css (the timeline goes
// above the sections below 72rem) and section-view.module.css (lanes at least 10rem wide).
const REM = 16;
const activity = (title: string, durationMinutes: number, notes = '') => ({
  kind: 'activity' as const,
  title,
  durationMinutes,
  notes,
});

/** A plan like the demo's Tuesday practice: four position lanes with long names, made here so the test owns it. */
async function createFourLanePlan(page: Page): Promise<{ id: string; name: string }> {
  const name = `Four lanes ${Math.random().toString(36).slice(2, 7)}`;
  const response = await page.request.post('/api/practice-plans', {
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    data: {
      name,
      sport: 'quadball',
      startTime: '18:30',
      visibility: 'private',
      sections: [
        { name: 'Warm-up', entries: [activity('Chaser passing triangle', 15)] },
        {
          name: 'Position work',
          entries: [
            {
              kind: 'parallel',
              lanes: [
                {
                  name: 'Chasers',
                  colour: '#2563eb',
                  items: [
                    activity('Drive and dish with a trailing chaser', 20),
                    activity('Throwback passing lines', 10),
                  ],
                },
                {
                  name: 'Beaters',
                  colour: '#111827',
                  items: [activity('Beater 2v2 control under pressure', 30, 'Swap pairs every five minutes.')],
                },
                {
                  name: 'Keepers',
                  colour: '#16a34a',
                  items: [activity('Hoop positioning walk-through', 15), activity('Tackling ladder', 10)],
                },
                { name: 'Seekers', colour: '#ca8a04', items: [activity('Seeker reaction sprints', 20)] },
              ],
            },
          ],
        },
        { name: 'Scrimmage', entries: [activity('Full scrimmage', 30)] },
      ],
    },
  });
  expect(response.ok(), `create the plan: ${response.status()} ${await response.text()}`).toBe(true);
  const { plan } = (await response.json()) as { plan: { id: string } };
  return { id: plan.id, name };
}

/** Everything the checks need, measured in the page at once. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const box = (element: Element) => element.getBoundingClientRect();
    const lanesBox = document.querySelector('[data-testid=view-block] > div')!;
    const lanes = [...document.querySelectorAll('[data-testid=view-lane]')];
    return {
      pageOverflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      lanesOverflow: lanesBox.scrollWidth - lanesBox.clientWidth,
      timeline: box(document.querySelector('[data-testid=plan-timeline]')!).toJSON() as DOMRect,
      firstSection: box(document.querySelector('[data-testid=view-section]')!).toJSON() as DOMRect,
      lanes: lanes.map((lane) => {
        const head = lane.querySelector('h4')!;
        const outside = [...lane.querySelectorAll('li *')].filter(
          (part) => box(part).right > box(lane).right + 0.5 || box(part).left < box(lane).left - 0.5,
        );
        return {
          name: head.firstChild?.textContent ?? '',
          ...(box(lane).toJSON() as DOMRect),
          headClipped: head.scrollWidth > head.clientWidth,
          partsOutside: outside.map((part) => part.textContent),
        };
      }),
    };
  });

test('a plan with four parallel lanes fits a 1024 px and a 1280 px screen: no sideways scrolling, every lane readable, the timeline above the sections below 72rem', async ({
  page,
}) => {
  await signIn(page, DEMO_COACH.email, DEMO_COACH.password);
  await expect(page.getByRole('banner').getByText(DEMO_COACH.name)).toBeVisible();
  const plan = await createFourLanePlan(page);

  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/practice-plans/${plan.id}`);
    await expect(page.getByRole('heading', { level: 1, name: plan.name })).toBeVisible();
    await expect(page.getByTestId('view-lane')).toHaveCount(4);
    // the times read as the plan's clock: the Chasers' second drill starts 20 minutes into the block
    await expect(page.getByTestId('view-lane').first()).toContainText('19:05–19:15');
    const at = await measure(page);

    expect(at.pageOverflow, `the page scrolls sideways at ${width} px`).toBe(0);
    expect(at.lanesOverflow, `the lanes scroll sideways at ${width} px`).toBe(0);
    expect(at.lanes.map((lane) => lane.name)).toEqual(['Chasers', 'Beaters', 'Keepers', 'Seekers']);
    for (const lane of at.lanes) {
      expect(lane.width, `${lane.name} at ${width} px is narrower than 10rem`).toBeGreaterThanOrEqual(10 * REM);
      expect(lane.right, `${lane.name} at ${width} px ends outside the window`).toBeLessThanOrEqual(width);
      expect(lane.headClipped, `${lane.name}'s heading is cut at ${width} px`).toBe(false);
      expect(lane.partsOutside, `${lane.name}'s items stick out of the lane at ${width} px`).toEqual([]);
    }
    if (width < 72 * REM) {
      // one column: the timeline first, the sections under it, as wide as the page allows
      expect(at.timeline.bottom, `the timeline is above the sections at ${width} px`).toBeLessThanOrEqual(
        at.firstSection.top,
      );
    } else {
      // two columns: the timeline beside the sections
      expect(at.timeline.right, `the timeline is beside the sections at ${width} px`).toBeLessThanOrEqual(
        at.firstSection.left,
      );
      expect(at.timeline.top).toBeLessThan(at.firstSection.bottom);
    }
    await page.screenshot({ path: test.info().outputPath(`plan-four-lanes-${width}.png`), fullPage: true });
  }
});
