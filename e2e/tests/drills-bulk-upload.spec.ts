import { expect, test } from '../support/fixtures';
import { uniqueEmail } from '../support/e2e-settings';

const HEADER =
  'Name,Brief Description,Drill Type,Skill Level,Complexity,Suggested Length Min,Suggested Length Max,Number of People Min,Number of People Max,Skills Focused On,Positions Focused On';

/** 520 drills: row 2 has a bad skill level (fixed inline), row 3 a position quadball does not have (dropped). */
function drillsCsv(tag: string): string {
  const rows = [
    `Repairable ${tag},Needs a real skill level,Warmup,9,2,5,10,2,,Passing,Chaser`,
    `Dropme ${tag},Has a soccer position,Warmup,2,1,5,10,2,,Passing,Goalkeeper`,
    ...Array.from(
      { length: 518 },
      (_, i) =>
        `Bulk ${tag} ${String(i + 1).padStart(3, '0')},Imported in bulk,"Warmup, Skill-focus",1;2,1,5,15,3,,"Passing, Catching",Chaser; Keeper`,
    ),
  ];
  return [HEADER, ...rows].join('\n');
}

test('a coach uploads a CSV, fixes one bad row, drops the other, imports with progress, sees the drills and undoes the import', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const registered = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('bulk'), password: 'practice makes permanent', displayName: 'Bailey Bulk' },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/drills/bulk-upload');
  await expect(page.getByRole('heading', { name: 'Bulk upload drills' })).toBeVisible();
  await expect(page.getByText('You have not imported any drills yet.')).toBeVisible();
  await page.getByLabel('Visibility of the imported drills').selectOption('private');
  await page
    .getByLabel(/Choose a CSV or Excel/)
    .setInputFiles({ name: 'club-drills.csv', mimeType: 'text/csv', buffer: Buffer.from(drillsCsv(tag)) });

  await expect(page.getByText('520 rows, 518 valid, 2 with problems')).toBeVisible();
  await page.getByRole('button', { name: 'Invalid (2)' }).click();
  const table = page.getByRole('region', { name: 'Rows of the file' });
  await expect(
    table.getByText('“9”: Skill level must be one of New to Sport, Beginner, Intermediate, Advanced, Expert.'),
  ).toBeVisible();
  await expect(table.getByText(/Goalkeeper is not a Quadball position/)).toBeVisible();

  // Fix row 2 inline: the editor checks it with the same schema as the server.
  await page.getByRole('button', { name: 'Edit row 2' }).click();
  const editor = page.getByRole('form', { name: 'Edit row 2' });
  await editor.getByLabel('Skill Level').fill('3');
  await expect(editor.getByText('This row is ready to import.')).toBeVisible();
  await editor.getByRole('button', { name: 'Save row' }).click();
  await expect(page.getByText('520 rows, 519 valid, 1 with problems')).toBeVisible();

  // Drop row 3.
  await page.getByRole('button', { name: 'Remove row 3' }).click();
  await expect(page.getByText('519 rows, 519 valid, 0 with problems')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invalid (0)' })).toBeVisible();

  // Import in chunks of 250 with a progress bar.
  await page.getByRole('button', { name: 'Import 519 drills' }).click();
  await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
  await expect(page.getByText('Imported 519 drills')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('listitem').filter({ hasText: 'club-drills.csv' })).toContainText('519 drills');

  // The drills are in the list, the fixed one with its new level.
  await page.goto(`/drills?mine=true&q=${encodeURIComponent(`Repairable ${tag}`)}`);
  await expect(page.getByRole('link', { name: `Repairable ${tag}` })).toBeVisible();
  await page.goto(`/drills?mine=true&q=${encodeURIComponent(`Bulk ${tag} 518`)}`);
  await expect(page.getByRole('link', { name: `Bulk ${tag} 518` })).toBeVisible();

  // Undo the whole import (after confirming): the drills are gone.
  await page.goto('/drills/bulk-upload');
  const item = page.getByRole('listitem').filter({ hasText: 'club-drills.csv' });
  await item.getByRole('button', { name: 'Undo this import' }).click();
  await expect(item.getByText('Delete the 519 drills of this import?')).toBeVisible();
  await item.getByRole('button', { name: 'Yes, undo the import' }).click();
  await expect(item).toContainText('undone', { timeout: 60_000 });
  await expect(item.getByRole('button', { name: 'Undo this import' })).toHaveCount(0);
  await page.goto(`/drills?mine=true&q=${encodeURIComponent(`Repairable ${tag}`)}`);
  await expect(page.getByRole('heading', { name: 'No drills found' })).toBeVisible();
});

test('on a phone, bulk upload fits the screen and shows every problem of a row at once, one card per row', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const registered = await page.request.post('/api/auth/register', {
    data: { email: uniqueEmail('bulk-phone'), password: 'practice makes permanent', displayName: 'Pat Phone' },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/drills/bulk-upload');
  await expect(page.getByRole('heading', { name: 'Bulk upload drills' })).toBeVisible();
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  const csv = [
    HEADER,
    'Many problems,,Warmup,9,2,20,10,8,4,Passing,Goalkeeper',
    'Fine drill,Fine,Warmup,1,1,5,10,2,,Passing,Chaser',
  ].join('\n');
  await page
    .getByLabel(/Choose a CSV or Excel/)
    .setInputFiles({ name: 'phone.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('2 rows, 1 valid, 1 with problems')).toBeVisible();
  const table = page.getByRole('region', { name: 'Rows of the file' });
  // Every problem of row 2 at once, not two now and more after fixing those.
  for (const message of [
    'Describe the drill in a sentence or two.',
    /Skill level must be one of/,
    'The longest length must not be shorter than the shortest.',
    'The most players must not be fewer than the fewest.',
    /Goalkeeper is not a Quadball position/,
  ]) {
    const shown = table.getByText(message);
    await expect(shown).toBeVisible();
    const box = (await shown.boundingBox())!;
    expect(box.x + box.width, `${String(message)} is within the screen`).toBeLessThanOrEqual(390);
  }
  expect(await pageWidth()).toBeLessThanOrEqual(390);
  expect(await table.evaluate((region) => region.scrollWidth <= region.clientWidth)).toBe(true);
});
