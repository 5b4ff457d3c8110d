import { ALL_EVENT_TYPES } from '@sideline/domain';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('docs stay true', () => {
  it('the event catalogue describes every event type in domain/', () => {
    const catalogue = read('docs/event-catalogue.md');
    const missing = ALL_EVENT_TYPES.filter((type) => !catalogue.includes(`\`${type}\``));
    expect(missing).toEqual([]);
  });

  it('.env.example lists every variable the server reads', () => {
    const example = read('.env.example');
    const config = read('server/src/config.ts');
    const variables = [...config.matchAll(/^\s{2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
    expect(variables.length).toBeGreaterThan(10);
    expect(variables.filter((name) => !new RegExp(`^${name}=`, 'm').test(example))).toEqual([]);
  });
});
