import { test as base, expect, type Page } from '@playwright/test';

export interface ConsoleProblems {
  /** console errors and uncaught page errors seen so far */
  list: string[];
  /** messages matching this are expected in the current test (e.g. a 401 the page explains) */
  allow(pattern: RegExp): void;
}

/**
 * Every test fails on a console error or an unhandled page error it did not expect:
 * a broken page is a bug even when the assertions pass.
 */
export const test = base.extend<{ consoleProblems: ConsoleProblems }>({
  consoleProblems: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const list: string[] = [];
      const record = (text: string) => {
        if (!allowed.some((pattern) => pattern.test(text))) list.push(text);
      };
      page.on('console', (message) => {
        if (message.type() === 'error') record(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => record(`pageerror: ${error.message}`));
      await use({ list, allow: (pattern) => allowed.push(pattern) });
      expect(list, 'console errors or unhandled errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}
