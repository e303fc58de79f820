/**
 * The dependency rule of shared/conventions.md, checked in `npm test`:
 * routes -> features -> lib/api; design-system and machines import nothing from the shop or
 * server; the server takes only openapi/ from the shop side; one way into openapi-fetch.
 * Server modules (server/src/modules/<name>/): handlers -> services -> repositories, another
 * module only through its service, no cycles between module folders, nothing from http/.
 */
const shopOrServer = '^(src|server)/'
const serverModule = '^server/src/modules/'
module.exports = {
  forbidden: [
    {
      name: 'design-system-is-standalone',
      severity: 'error',
      from: { path: '^design-system/' },
      to: { path: '^(src|server|machines|contracts|stories|e2e)/' },
    },
    {
      name: 'machines-are-pure',
      severity: 'error',
      from: { path: '^machines/' },
      to: { path: `${shopOrServer}|^(design-system|contracts|stories|e2e)/` },
    },
    {
      name: 'server-takes-only-openapi',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(src|machines|design-system|contracts|stories|e2e)/' },
    },
    {
      name: 'shop-never-imports-server',
      severity: 'error',
      from: { path: '^(src|machines|design-system|stories)/' },
      to: { path: '^server/' },
    },
    {
      name: 'features-do-not-import-routes',
      severity: 'error',
      from: { path: '^src/(features|lib|api|components|content)/' },
      to: { path: '^src/(routes|account)/|^src/router\\.ts$|^src/main\\.tsx$' },
    },
    {
      // Features get the session actors from context; tests and their helpers build them with
      // the shop's one wiring, so they drive the same shop.
      name: 'only-tests-use-the-app-wiring',
      severity: 'error',
      from: {
        path: '^src/(features|lib|api|components|content)/',
        pathNot: '\\.test\\.tsx?$|^src/components/testing/',
      },
      to: { path: '^src/app/' },
    },
    {
      name: 'lib-and-api-do-not-import-features',
      severity: 'error',
      from: { path: '^src/(lib|api|components|content)/' },
      to: { path: '^src/features/' },
    },
    {
      name: 'nothing-imports-the-account-module',
      severity: 'error',
      from: { pathNot: '^src/account/' },
      to: { path: '^src/account/' },
    },
    {
      name: 'no-feature-imports-another',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'only-src-api-uses-openapi-fetch',
      severity: 'error',
      from: { pathNot: '^src/api/' },
      to: { path: 'node_modules/openapi-fetch/' },
    },
    {
      name: 'server-modules-not-http',
      comment:
        'Services throw domain errors (modules/shared/domain-errors.ts); the edge maps them.',
      severity: 'error',
      from: { path: `${serverModule}` },
      to: { path: '^server/src/http/' },
    },
    {
      name: 'server-modules-not-registry',
      comment: 'registry.ts wires the modules; they name what they need, not the whole registry.',
      severity: 'error',
      from: { path: `${serverModule}[^/]+/` },
      to: { path: `${serverModule}registry\\.ts$` },
    },
    {
      name: 'server-module-repository-is-its-own',
      comment:
        'A module uses another through its service, never its repository (type imports too).',
      severity: 'error',
      from: { path: `${serverModule}([^/]+)/` },
      to: { path: `${serverModule}[^/]+/[^/]+\\.repository\\.ts$`, pathNot: `${serverModule}$1/` },
    },
    {
      name: 'server-repositories-are-the-bottom-layer',
      comment: 'handlers -> services -> repositories: a repository imports no service or handlers.',
      severity: 'error',
      from: { path: `${serverModule}.+\\.repository\\.ts$` },
      to: { path: `${serverModule}.+\\.(service|handlers)\\.ts$` },
    },
    {
      name: 'server-services-do-not-import-handlers',
      severity: 'error',
      from: { path: `${serverModule}.+\\.service\\.ts$` },
      to: { path: `${serverModule}.+\\.handlers\\.ts$` },
    },
    {
      name: 'no-cycles-between-server-modules',
      comment: 'Between module folders, type-only imports included (server/test/dependency-rules).',
      severity: 'error',
      scope: 'folder',
      from: { path: `${serverModule}[^/]+` },
      to: { path: `${serverModule}[^/]+`, circular: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      // Value cycles anywhere; type-only ones vanish at runtime (none exist today). Between the
      // server's module folders type-only cycles count too (no-cycles-between-server-modules).
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // server/test/fixtures/dependency-rules breaks the server rules on purpose (its own test).
    exclude: {
      path: '^(dist|storybook-static)/|routeTree\\.gen\\.ts$|^server/test/fixtures/dependency-rules/',
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    combinedDependencies: true,
  },
}
