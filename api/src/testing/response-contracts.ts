import type { z } from 'zod';
import { API_CONTROLLERS } from '../create-api-app';
import { documentedRoutes } from '../openapi/endpoint-registry';

interface Route {
  method: string;
  path: string;
  pattern: RegExp;
  /** static segments: `drafts` must win over `:id` */
  specificity: number;
  contract: z.ZodType | undefined;
}

let routes: Route[] | undefined;

/** Every documented endpoint with a response contract, from the controllers' own decorators. */
function contractRoutes(): Route[] {
  routes ??= documentedRoutes(API_CONTROLLERS)
    .map(({ verb, segments, doc }) => ({
      method: verb.toUpperCase(),
      path: `/${segments.join('/')}`,
      pattern: new RegExp(
        `^/${segments.map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`,
      ),
      specificity: segments.filter((s) => !s.startsWith(':')).length,
      contract: doc.response,
    }))
    .sort((a, b) => b.specificity - a.specificity);
  return routes;
}

/**
 * Parses a successful answer against its endpoint's response contract, so a response that drifts from what the web
 * app and the OpenAPI document are told fails the test that made it. Throws with the route and zod's complaint.
 */
export function checkResponseContract(method: string, url: string, status: number, body: unknown): void {
  if (status < 200 || status >= 300 || status === 204) return;
  const path = url.split('?')[0]!;
  const route = contractRoutes().find((r) => r.method === method.toUpperCase() && r.pattern.test(path));
  if (!route?.contract) return;
  const result = route.contract.safeParse(body);
  if (!result.success) {
    const problems = result.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new Error(`${method} ${path} answered ${status} outside its contract (${route.path}): ${problems}`);
  }
}
