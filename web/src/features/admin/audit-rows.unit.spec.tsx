// @vitest-environment happy-dom
import type { AuditEntry } from '@sideline/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditRows } from './audit-rows';

const PLAN = '5b0e3c1a-2f4d-4c1b-9a8e-0c2d4e6f8a1b';
const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  position: '41',
  at: '2026-11-27T16:17:05.000Z',
  actorId: 'u1',
  actorName: 'Casey Coach',
  entityType: 'plan',
  entityId: PLAN,
  streamVersion: 4,
  eventType: 'PlanItemDurationSet',
  commandId: null,
  action: 'Changed the minutes of an item in',
  entityKind: 'practice plan',
  entityName: 'Pressing week',
  historyPath: `/history/plan/${PLAN}`,
  ...overrides,
});

describe('the audit log’s rows', () => {
  afterEach(cleanup);

  it('say who did what to which named thing, never its id or the event’s code', () => {
    render(
      <MemoryRouter>
        <AuditRows
          caption="Events"
          items={[
            entry({}),
            entry({
              position: '40',
              eventType: 'VoteCast',
              entityType: 'vote',
              action: 'Voted on',
              entityKind: 'drill',
              entityName: null,
              historyPath: null,
            }),
          ]}
        />
      </MemoryRouter>,
    );
    const [changed, voted] = screen.getAllByTestId('audit-row');
    expect(changed!.textContent).toContain('Casey Coach');
    expect(changed!.textContent).toContain('Changed the minutes of an item in the practice plan “Pressing week”');
    expect(within(changed!).getByRole('link', { name: '“Pressing week”' }).getAttribute('href')).toBe(
      `/history/plan/${PLAN}`,
    );
    expect(voted!.textContent).toContain('Voted on a drill');
    for (const row of [changed!, voted!]) {
      expect(row.textContent).not.toContain(PLAN.slice(0, 8));
      expect(row.textContent).not.toMatch(/PlanItemDurationSet|VoteCast/);
    }
  });
});
