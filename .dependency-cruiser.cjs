/**
 * The dependency rule of shared/conventions.md, checked in `npm test`:
 * routes -> features -> lib/api; design-system and machines import nothing from the shop or
 * server; the server takes only openapi/ from the shop side; one way into openapi-fetch.
 */
const shopOrServer = '^(src|server)/'
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
      to: { path: '^src/(routes|app|account)/|^src/router\\.ts$|^src/main\\.tsx$' },
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
      name: 'no-circular',
      severity: 'error',
      from: {},
      // A type-only cycle (handlers naming the Services type of the registry that wires them)
      // vanishes at runtime; value cycles do not.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|storybook-static)/|routeTree\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    combinedDependencies: true,
  },
}
