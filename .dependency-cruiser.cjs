/**
 * Import boundaries and cycles (ARCHITECTURE.md "Workspaces"), checked by `npm run lint`.
 * The domain imports nothing of ours; the API and the web never import each other; e2e drives
 * the app and imports neither; in the web, app → features → shared and no feature imports another.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Import cycles make modules impossible to understand (or load) one at a time.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-imports-nothing-of-ours',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(apps|e2e|bench)/' },
    },
    {
      name: 'api-and-web-are-separate',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^(apps/web|e2e)/' },
    },
    {
      name: 'web-and-api-are-separate',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^(apps/api|e2e)/' },
    },
    {
      name: 'e2e-drives-the-app-only',
      severity: 'error',
      from: { path: '^e2e/' },
      to: { path: '^(apps|packages)/' },
    },
    {
      name: 'web-shared-is-the-bottom-layer',
      severity: 'error',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-features-do-not-import-the-app',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-feature-does-not-import-another-feature',
      severity: 'error',
      comment: 'Move what two features share to shared/ (or to packages/domain when it is a rule).',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|__generated__)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      conditionNames: ['source', 'import', 'types', 'default'],
      exportsFields: ['exports'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
