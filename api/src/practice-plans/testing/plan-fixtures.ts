import type { CreatePlanBody, PlanCommandInput } from '@sideline/domain';
import { expect } from 'vitest';
import type { TestApi } from '../../testing/test-api';

export { createDrill, signInAdmin, signUpUser } from '../../drills/testing/drill-fixtures';

/** A valid new-plan body; tests override what they look at. Without sections it gets the sport pack's defaults. */
export function planInput(overrides: Partial<CreatePlanBody> = {}): CreatePlanBody {
  return { name: 'Tuesday practice', sport: 'quadball', visibility: 'public', startTime: '18:00', ...overrides };
}

export type PlanBody = { id: string; version: number; sections: any[]; timing: any; metadata: any; [key: string]: any };

/** Creates a plan through the API and returns its detail (fails the test on anything but 201). */
export async function createPlan(
  api: TestApi,
  cookie: string,
  overrides: Partial<CreatePlanBody> = {},
): Promise<PlanBody> {
  const response = await api.request({
    method: 'POST',
    url: '/api/practice-plans',
    cookie,
    body: planInput(overrides),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.plan;
}

/** Sends one editor command; returns the raw response (tests look at status and codes). */
export const sendCommand = (api: TestApi, cookie: string, planId: string, command: PlanCommandInput) =>
  api.request({ method: 'POST', url: `/api/practice-plans/${planId}/commands`, cookie, body: command });

/** Sends a command that must succeed; returns the plan after it. */
export async function applyCommand(
  api: TestApi,
  cookie: string,
  planId: string,
  command: PlanCommandInput,
): Promise<PlanBody> {
  const response = await sendCommand(api, cookie, planId, command);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.plan;
}

export const getPlan = async (api: TestApi, planId: string, cookie?: string) =>
  api.request({ method: 'GET', url: `/api/practice-plans/${planId}`, ...(cookie ? { cookie } : {}) });
