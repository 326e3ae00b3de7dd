/**
 * Mingle's import boundaries (docs/architecture.md, docs/adr/0007-module-boundaries.md).
 * `npm run boundaries` checks apps/, packages/, bench/ and e2e/ against them; `npm run check` and
 * scripts/test.sh run it before the tests. Each rule's comment is the message a wrong import
 * gets: which layer may use which.
 */
const API_MODULE = '^apps/api/src/modules/([^/]+)/';
const WEB = '^apps/web/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-modules-meet-through-index',
      comment:
        "An API module may use another module only through that module's index.ts (its services, " +
        'registration and types). Add the export to the index, or move shared SQL to apps/api/src/db/sql/.',
      severity: 'error',
      from: { path: API_MODULE },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: ['^apps/api/src/modules/$1/', '^apps/api/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'api-outside-uses-module-index',
      comment:
        'Code outside apps/api/src/modules (app.ts, plugins, jobs, tests, bench) reaches a module only ' +
        'through its index.ts.',
      severity: 'error',
      from: { pathNot: ['^apps/api/src/modules/'] },
      to: {
        path: '^apps/api/src/modules/[^/]+/',
        pathNot: '^apps/api/src/modules/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'api-no-sql-across-modules',
      comment:
        "A repository (*.repository.ts) is its module's own SQL: no other module imports it. SQL " +
        'fragments several modules share live in apps/api/src/db/sql/.',
      severity: 'error',
      from: { path: API_MODULE },
      to: {
        path: '^apps/api/src/modules/[^/]+/.+\\.repository\\.ts$',
        pathNot: '^apps/api/src/modules/$1/',
      },
    },
    {
      name: 'api-base-below-modules',
      comment:
        'plugins/, lib/, db/, providers/, jobs/, realtime/ and messages/ are the base every module builds on: they ' +
        "import no module's internals (a module's index.ts at most, for the composition in plugins/).",
      severity: 'error',
      from: { path: '^apps/api/src/(plugins|lib|db|providers|jobs|realtime|messages)/' },
      to: {
        path: '^apps/api/src/modules/',
        pathNot: '^apps/api/src/modules/[^/]+/index\\.ts$',
      },
    },
    {
      name: 'api-lib-db-providers-no-modules',
      comment: 'lib/, db/ and providers/ know no module at all: modules use them, never the other way.',
      severity: 'error',
      from: { path: '^apps/api/src/(lib|db|providers)/' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'shared-imports-only-zod',
      comment:
        'packages/shared is the wire contract both sides import: it imports only zod and itself, ' +
        'never an app or another library. Tests and their helpers (src/testing/) may use test libraries.',
      severity: 'error',
      from: {
        path: '^packages/shared/',
        pathNot: ['(\\.test\\.ts|vitest\\.config\\.ts)$', '^packages/shared/src/testing/'],
      },
      to: { pathNot: ['^packages/shared/', '^node_modules/zod/'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'shared-testing-only-in-tests',
      comment: 'packages/shared/src/testing/ holds test helpers (fast-check): only tests import it.',
      severity: 'error',
      from: { pathNot: ['\\.test\\.tsx?$', '^packages/shared/src/testing/'] },
      to: { path: '^packages/shared/src/testing/' },
    },
    {
      name: 'web-and-api-apart',
      comment:
        'apps/web and apps/api never import each other: what both need (schemas, enums, constants, ' +
        'pure rules) lives in packages/shared.',
      severity: 'error',
      from: { path: '^apps/(web|api)/' },
      to: { path: '^apps/(web|api)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'web-feature-isolation',
      comment:
        'A web feature does not import another feature. Shared nouns (event, user, organization) go ' +
        'to entities/; pages that compose several features live in app/.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-base-no-upper-layers',
      comment:
        'components/ and lib/ are the base of the client: they import no entities/, features/ or app/ ' +
        '(layers: app → features → entities → components, lib → packages/shared).',
      severity: 'error',
      from: { path: `${WEB}(components|lib)/` },
      to: { path: `${WEB}(entities|features|app)/` },
    },
    {
      name: 'web-entities-no-upper-layers',
      comment:
        'entities/ (event, user, organization) sit under the features: they import components/, lib/, ' +
        'other entities and packages/shared, never features/ or app/.',
      severity: 'error',
      from: { path: `${WEB}entities/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'no-cycles',
      comment:
        'No import cycles anywhere: split the shared piece into a lower layer (an index.ts, db/sql/, ' +
        'entities/, lib/) instead of importing back.',
      severity: 'error',
      from: {},
      // Type-only imports (marked exotic-require by scripts/boundaries/) are erased at run time.
      to: {
        circular: true,
        dependencyTypesNot: ['exotic-require'],
        viaOnly: { dependencyTypesNot: ['exotic-require'] },
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)test-results/', '(^|/)playwright-report/'] },
    exoticRequireStrings: ['typeOnlyImport'],
    tsPreCompilationDeps: true,
    parser: 'swc',
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
