/** Layer rules: dependencies point one way (see docs/architecture.md). A lower layer never imports a higher one. */
const layer = (name) => `^(${name})/`;
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ imports nothing of ours and does no I/O (it also runs in the browser).',
      severity: 'error',
      from: { path: layer('domain') },
      to: {
        path: '^(eventstore|projections|api|collab|server|web)/|^node_modules/(postgres|@electric-sql|@nestjs|fastify|@hocuspocus)/|^(fs|net|http|child_process)$',
      },
    },
    {
      name: 'eventstore-is-generic',
      comment: 'eventstore/ knows streams, events and positions, not our domain: it imports nothing of ours.',
      severity: 'error',
      from: { path: layer('eventstore') },
      to: { path: '^(domain|projections|api|collab|server|web)/' },
    },
    {
      name: 'projections-below-api-and-collab',
      severity: 'error',
      from: { path: layer('projections') },
      to: { path: '^(api|collab|server|web)/' },
    },
    {
      name: 'api-and-collab-are-siblings',
      comment: 'api and collab both sit on projections/eventstore/domain and never import each other.',
      severity: 'error',
      from: { path: layer('api|collab') },
      to: { path: '^(api|collab|server|web)/', pathNot: '^$1/' },
    },
    {
      name: 'web-only-imports-domain',
      comment: 'The browser app shares only domain/ (schemas, enums, policy) with the server side.',
      severity: 'error',
      from: { path: layer('web') },
      to: { path: '^(eventstore|projections|api|collab|server)/' },
    },
    {
      name: 'production-never-imports-tests',
      comment:
        'Fixtures and kits live in testing/ folders next to the code they serve: only test code (specs, testing/, ' +
        "the api's permission-matrix and fuzz worlds) imports them, so a build or a deployment never needs them.",
      severity: 'error',
      from: {
        pathNot: '\\.spec\\.(ts|tsx|mjs)$|(^|/)testing/|^(e2e|bench)/|^api/src/(permission-matrix|fuzz)/',
      },
      to: { path: '(^|/)testing/|\\.fixture\\.ts$|-test-(fixtures|files)\\.ts$', pathNot: '^node_modules/' },
    },
    {
      name: 'web-shared-below-features',
      comment:
        'web/src/ui, api, session and live (and the modules at the top of web/src) serve every feature: they import no feature and no route.',
      severity: 'error',
      from: { path: '^web/src/((ui|api|session|live)/|[^/]+$)', pathNot: '^web/src/main[.]tsx$' },
      to: { path: '^web/src/(features|routes)/' },
    },
    {
      name: 'web-features-below-routes',
      comment: 'Routes (and the shell in main.tsx) compose the features; a feature never imports a route.',
      severity: 'error',
      from: { path: '^web/src/features/' },
      to: { path: '^web/src/(routes/|main[.]tsx$)' },
    },
    {
      name: 'web-feature-through-its-index',
      comment:
        "A feature uses another only through that feature's index.ts, which exports exactly what other features use.",
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: '^web/src/features/($1/|[^/]+/index[.]ts$)' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data)/' },
    preserveSymlinks: false,
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
