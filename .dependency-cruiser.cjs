/**
 * The dependency rule of shared/conventions.md, checked in `npm test`:
 * routes -> features -> lib/api; design-system and machines import nothing from the shop or
 * server; the server takes only openapi/ from the shop side; one way into openapi-fetch.
 * Server modules (server/src/modules/<name>/): handlers -> services -> repositories, another
 * module only through its service, no cycles between module folders, nothing from http/.
 * server/src/db/ imports no module nor the demo seed (server/src/seed/), which imports both.
 * Modules read their own settings (<module>-settings.ts); server/src/config.ts composes them.
 * rules/ holds the business rules the shop, the machines and the server share: it imports none
 * of them (nor anything else of the project), and they may all import it.
 */
const serverModule = '^server/src/modules/'

/** The rule that files in the top folders `from` import nothing from the top folders `to`. */
function topFolders(name, from, to, comment) {
  const folders = (names) => `^(${names.join('|')})/`
  return {
    name,
    ...(comment && { comment }),
    severity: 'error',
    from: { path: folders(from) },
    to: { path: folders(to) },
  }
}

module.exports = {
  forbidden: [
    topFolders(
      'design-system-is-standalone',
      ['design-system'],
      ['src', 'server', 'machines', 'contracts', 'stories', 'e2e'],
    ),
    topFolders(
      'machines-are-pure',
      ['machines'],
      ['src', 'server', 'design-system', 'contracts', 'stories', 'e2e'],
    ),
    topFolders(
      'server-takes-only-openapi',
      ['server'],
      ['src', 'machines', 'design-system', 'contracts', 'stories', 'e2e'],
      'From the shop side the server takes openapi/ and the shared rules/ only.',
    ),
    topFolders(
      'rules-are-standalone',
      ['rules'],
      ['src', 'server', 'machines', 'design-system', 'openapi', 'contracts', 'stories', 'e2e'],
      'The shared business rules import nothing of the project: everyone imports them.',
    ),
    topFolders(
      'shop-never-imports-server',
      ['src', 'machines', 'design-system', 'stories'],
      ['server'],
    ),
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
        pathNot: '\\.test\\.tsx?$',
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
      comment:
        'registry.ts (with registry-*.ts) wires the modules and handlers.ts gathers their handlers; a module names what it needs, not the whole registry.',
      severity: 'error',
      from: { path: `${serverModule}[^/]+/` },
      to: { path: `${serverModule}(registry|registry-[a-z]+|service-overrides|handlers)\\.ts$` },
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
      name: 'server-db-imports-no-module',
      comment:
        'db/ is schema, connection and SQL helpers: it knows no module and no demo seed (seed/ imports db and modules, never the other way).',
      severity: 'error',
      from: { path: '^server/src/db/' },
      to: { path: '^server/src/(modules|seed)/' },
    },
    {
      name: 'server-modules-not-seed',
      comment:
        'The demo seed uses the modules; a module never needs the seed (tests may read its data).',
      severity: 'error',
      from: { path: serverModule, pathNot: '\\.test\\.ts$' },
      to: { path: '^server/src/seed/' },
    },
    {
      name: 'server-modules-own-their-settings',
      comment:
        'Each module reads its own env in <module>-settings.ts; server/src/config.ts composes them, never the other way.',
      severity: 'error',
      from: { path: serverModule },
      to: { path: '^server/src/config(\\.ts$|/)' },
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
