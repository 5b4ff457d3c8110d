import type { ContentAccess } from '@sideline/domain';
import type { TestApi, TestResponse } from '../testing/test-api';
import type { TestUser } from '../testing/test-users';

/** Something of the world a cell runs on: its ids, and what the policy needs to know about it. */
export interface Fixture {
  id: string;
  /** the other ids a route's path or body needs (team, season, section…) */
  ids: Record<string, string>;
  access?: ContentAccess;
  /** whose it is (comments, feedback, imports, drafts) */
  ownerId?: string;
  /** the team it belongs to */
  teamId?: string;
}

/** What a fixture factory needs of the world (MatrixWorld): requests as someone, the shared fixtures, the API. */
export interface FixtureWorld {
  readonly api: TestApi;
  fixture(key: string): Fixture;
  request(
    actor: TestUser | null,
    method: string,
    url: string,
    body?: unknown,
    expected?: number,
  ): Promise<TestResponse>;
}
