/**
 * The layers of the house, checked by `npm test` (npm run lint:deps). Imports run one way:
 *   shared  <-  functions (lib <- repositories <- services <- http <- group apps)  <-  infra
 *   shared  <-  web (lib, components  <-  features  <-  app)
 * and no import circle anywhere. A rule here is a decision: change it with a note that argues why.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'An import circle: give the shared piece a home of its own.',
      from: {}, to: { circular: true } },
    { name: 'no-unresolvable', severity: 'error',
      comment: 'An import no file answers (a mistyped path, or a #web/ alias that stopped resolving) would drop out of every rule here unseen.',
      from: {}, to: { couldNotResolve: true } },
    { name: 'shared-imports-nothing', severity: 'error', comment: 'shared/ is pure domain code used by every side.',
      from: { path: '^shared/' }, to: { path: '^(functions|infra|web|test|bench)/' } },
    { name: 'functions-not-infra-or-web', severity: 'error', comment: 'The Lambdas never depend on the stack or the SPA.',
      from: { path: '^functions/' }, to: { path: '^(infra|web|test|bench)/' } },
    { name: 'web-not-backend', severity: 'error', comment: 'The SPA talks to the backend over HTTP only (the route table is in shared/).',
      from: { path: '^web/' }, to: { path: '^(functions|infra|test|bench)/' } },
    { name: 'infra-not-local', severity: 'error', comment: 'The deployed stack never depends on the local emulators.',
      from: { path: '^infra/', pathNot: '^infra/local/' }, to: { path: '^infra/local/' } },
    // Backend floors: ground (lib) <- repositories <- services <- http <- group apps.
    { name: 'lib-is-ground-floor', severity: 'error', comment: 'functions/lib holds config, clients, errors, logger: it imports no upper floor.',
      from: { path: '^functions/lib/' }, to: { path: '^functions/(repositories|services|http|admin|usermgmt|profilemgmt|userinteract|classified|jobs)/' } },
    { name: 'repositories-below-services', severity: 'error',
      from: { path: '^functions/repositories/' }, to: { path: '^functions/(services|http|admin|usermgmt|profilemgmt|userinteract|classified|jobs)/' } },
    { name: 'services-below-http', severity: 'error', comment: 'Services see a Caller, never the HTTP layer.',
      from: { path: '^functions/services/' }, to: { path: '^functions/(http|admin|usermgmt|profilemgmt|userinteract|classified|jobs)/' } },
    { name: 'group-apps-through-services', severity: 'error',
      comment: 'A group app (and the HTTP layer under it) reaches the data through a service, never a repository: the rules live in services.',
      from: { path: '^functions/(http|admin|usermgmt|profilemgmt|userinteract|classified)/' }, to: { path: '^functions/repositories/' } },
    // Web floors: lib, components <- features <- app; features meet only through each other's index.
    { name: 'web-app-on-top', severity: 'error', comment: 'Only app/ composes the features.',
      from: { path: '^web/src/(lib|components|features)/' }, to: { path: '^web/src/app/' } },
    { name: 'web-generic-below-features', severity: 'error', comment: 'Generic pieces know no feature.',
      from: { path: '^web/src/(lib|components)/' }, to: { path: '^web/src/features/' } },
    { name: 'web-features-through-index', severity: 'error', comment: "A feature uses another only through that feature's index (its deliberate exports).",
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/[^/]+/', pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/index\\.tsx?$'] } },
    // Files can be free of circles while their features are not (discovery's list imports the Propose
    // button while proposals imports discovery's card): a feature is a folder, so this rule looks at
    // folders. The path also matches the mirrored layout in test/fixtures/featureCircle, which proves it fires.
    { name: 'web-features-one-way', severity: 'error', scope: 'folder',
      comment: 'Two features that import each other, directly or through others: move the piece both need into a feature (or lib/) below them both.',
      from: { path: '(^|/)web/src/features/[^/]+$' }, to: { path: '(^|/)web/src/features/[^/]+$', circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|cdk\\.out)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // TypeScript 7 has no JavaScript API for dependency-cruiser to parse with: with @swc/core
    // installed it reads the TypeScript through swc. Type-only imports count too: a circle of types
    // is still a circle of files.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
