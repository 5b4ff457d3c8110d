import { expect, signIn, test } from '../support/fixtures';
import { uniqueEmail } from '../support/e2e-settings';

test('a new coach signs up, signs out, and signs back in', async ({ page }) => {
  const email = uniqueEmail('new-coach');
  const password = 'practice makes permanent';
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login\?mode=register/);
  await page.getByLabel('Your name').fill('Jordan Reyes');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();

  const header = page.getByRole('banner');
  await expect(header.getByText('Jordan Reyes')).toBeVisible();
  await page.reload();
  await expect(header.getByText('Jordan Reyes')).toBeVisible(); // known before first render, from the server

  await header.getByRole('button', { name: 'Sign out' }).click();
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await signIn(page, email, password);
  await expect(header.getByText('Jordan Reyes')).toBeVisible();
  await header.getByRole('button', { name: 'Sign out' }).click();
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('sign-up problems are shown next to the field', async ({ page, consoleProblems }) => {
  consoleProblems.allow(/status of 400/);
  await page.goto('/login?mode=register');
  await page.getByLabel('Your name').fill('Casey Again');
  await page.getByLabel('Email').fill('coach@sideline.test');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Use at least 10 characters.')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('a perfectly fine passphrase');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/An account with this email already exists/)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('a wrong password says so without saying which part was wrong', async ({ page, consoleProblems }) => {
  consoleProblems.allow(/status of 401/);
  await signIn(page, 'coach@sideline.test', 'not the right password');
  await expect(page.getByRole('alert')).toContainText('do not match');
  await expect(page).toHaveURL(/\/login/);
});

test('sign-in returns to the page that asked for it', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin/);
  await page.getByLabel('Email').fill('admin@sideline.test');
  await page.getByLabel('Password', { exact: true }).fill('whistle-and-clipboard');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: /admin|dashboard/i }).first()).toBeVisible();
});
