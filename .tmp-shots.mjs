import { chromium } from '@playwright/test';
const base = 'http://localhost:4710';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const shot = async (page, name) => { await page.waitForTimeout(800); await page.screenshot({ path: `/tmp/audit-shots/${name}.png`, fullPage: true }); console.log('shot', name); };
async function login(email, password) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
  await page.goto(base + '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return page;
}
const coach = await login('coach@sideline.test', 'cones-and-pinnies');
// a drill of mine, edited twice
const created = await coach.request.post(base + '/api/drills', { data: { sport: 'quadball', name: 'History demo drill', briefDescription: 'Three chasers pass.', detailedDescription: '<p>Keep the ball <strong>moving</strong>.</p>', drillTypes: ['Skill-focus'], skillLevels: ['Beginner'], complexity: 'Low', lengthMin: 10, lengthMax: 15, playersMin: 3, playersMax: 6, skills: ['Passing'], positions: ['chaser'] }, headers: { origin: base } });
const drill = (await created.json()).drill;
for (const [name, skills] of [['History demo drill v2', ['Passing', 'Catching']], ['History demo drill v3', ['Catching', 'Shooting']]]) {
  const r = await coach.request.put(base + `/api/drills/${drill.id}`, { data: { sport: 'quadball', name, briefDescription: 'Three chasers pass.', detailedDescription: '<p>Keep it quick.</p>', drillTypes: ['Skill-focus'], skillLevels: ['Beginner'], complexity: 'Low', lengthMin: 10, lengthMax: 20, playersMin: 3, playersMax: 6, skills, positions: ['chaser'] }, headers: { origin: base } });
  console.log('edit', r.status());
}
await coach.goto(base + `/drills/${drill.id}?tab=history`);
await coach.getByTestId('version-3').getByRole('button', { name: 'Show changes' }).click();
await shot(coach, '01-drill-history');
await coach.getByRole('button', { name: 'Compare' }).click();
await shot(coach, '02-drill-compare');
await coach.getByTestId('version-1').getByRole('button', { name: 'See it as it was' }).click();
await shot(coach, '03-drill-as-it-was');
coach.once('dialog', (d) => d.accept());
await coach.getByTestId('version-1').getByRole('button', { name: 'Restore version 1' }).click();
await coach.getByText('Restored version 1.').waitFor();
await shot(coach, '04-drill-restored');
await coach.request.delete(base + `/api/drills/${drill.id}`, { headers: { origin: base } });
await coach.goto(base + '/trash');
await shot(coach, '05-trash');
// a plan's history
const plans = await (await coach.request.get(base + '/api/practice-plans?mine=true')).json();
const planId = plans.items?.[0]?.id;
if (planId) { await coach.goto(base + `/history/plan/${planId}`); await shot(coach, '06-plan-history'); }
const admin = await login('admin@sideline.test', 'whistle-and-clipboard');
await admin.goto(base + '/admin');
await shot(admin, '07-admin-dashboard');
await admin.goto(base + '/admin/users');
await shot(admin, '08-admin-users');
await admin.getByTestId('user-coach@sideline.test').getByRole('button', { name: 'Activity' }).click();
await shot(admin, '09-admin-user-activity');
await admin.goto(base + '/admin/audit');
await shot(admin, '10-admin-audit');
await admin.getByLabel('Entity type').selectOption('drill');
await admin.getByRole('button', { name: 'Filter' }).click();
await admin.getByRole('button', { name: 'Export CSV' }).click();
await admin.waitForTimeout(1500);
await shot(admin, '11-admin-audit-filtered-export');
await browser.close();
