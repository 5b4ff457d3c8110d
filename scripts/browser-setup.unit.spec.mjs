import { describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, browserPlan, ensureBrowser } from './browser-setup.mjs';

describe('getting a browser for the browser tests on a fresh machine', () => {
  it('goes ahead when Chromium is there', () => {
    expect(browserPlan({ chromiumExists: true, isRoot: false, hasApt: false })).toEqual({ action: 'ready' });
  });

  it('installs Debian’s package when running as root with apt', () => {
    expect(browserPlan({ chromiumExists: false, isRoot: true, hasApt: true })).toEqual({ action: 'install' });
    const commands = [];
    let installed = false;
    const message = ensureBrowser({
      exists: (path) => path === '/usr/bin/apt-get' || (path === CHROMIUM_PATH && installed),
      isRoot: true,
      run: (command, args) => {
        commands.push([command, ...args].join(' '));
        if (args.includes('chromium')) installed = true;
        return true;
      },
      log: () => {},
    });
    expect(message).toBeNull();
    expect(commands).toEqual(['apt-get update', 'apt-get install -y --no-install-recommends chromium']);
  });

  it('otherwise stops with one line naming the command to run', () => {
    const message = ensureBrowser({
      exists: (path) => path === '/usr/bin/apt-get',
      isRoot: false,
      run: () => {
        throw new Error('must not run anything');
      },
    });
    expect(message).toMatch(
      /^Browser tests need Chromium at \/usr\/bin\/chromium: run `sudo apt-get install -y chromium`, then `npm test` again/,
    );
    expect(message.split('\n')).toHaveLength(1);
    const noApt = browserPlan({ chromiumExists: false, isRoot: true, hasApt: false });
    expect(noApt.action).toBe('stop');
  });
});
