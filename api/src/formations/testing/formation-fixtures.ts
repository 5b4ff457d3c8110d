import type { FormationInput } from '@sideline/domain';
import { expect } from 'vitest';
import type { TestApi } from '../../testing/test-api';

export { signInAdmin, signUpUser, type TestUser } from '../../boards/testing/board-fixtures';

/** A valid formation form; tests override what they look at. */
export function formationInput(overrides: Partial<FormationInput> = {}): FormationInput {
  return {
    sport: 'quadball',
    name: 'Diamond zone',
    briefDescription: 'Four chasers hold a diamond in front of the hoops.',
    detailedDescription: '<p>Keeper stays <strong>home</strong>.</p>',
    tags: ['zone', 'hoops'],
    formationType: 'defense',
    ...overrides,
  };
}

export interface FormationBody {
  id: string;
  version: number;
  name: string;
  documentName: string;
  [key: string]: unknown;
}

/** Creates a formation through the API and returns its detail (fails the test on anything but 201). */
export async function createFormation(
  api: TestApi,
  cookie: string,
  overrides: Partial<FormationInput> = {},
): Promise<FormationBody> {
  const response = await api.request({
    method: 'POST',
    url: '/api/formations',
    cookie,
    body: formationInput(overrides),
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.formation as FormationBody;
}
