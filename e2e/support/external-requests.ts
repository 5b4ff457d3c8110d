import type { Page } from '@playwright/test';

/** Requests that left this machine (pages must load everything, canvas fonts included, from our own server). */
export function watchExternalRequests(page: Page): string[] {
  const external: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.hostname !== 'localhost' && url.hostname !== '127.0.0.1')
      external.push(request.url());
  });
  return external;
}
