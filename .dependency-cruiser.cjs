/**
 * The layers of the house, checked by `npm test` (npm run lint:deps). Imports run one way:
 *   shared  <-  functions (lib, store <- modules <- http <- group apps, jobs, triggers)  <-  infra
 *   shared  <-  web (lib, components  <-  features  <-  app)
 * and no import circle anywhere. A rule here is a decision: change it with a note that argues why.
 *
 * The backend's modules, one folder per domain under functions/, each with its services in the
 * folder, their stored records in entities/, and an index.ts that is all another module may import
 * of it. Their floors, each importing only the modules below it (through their index):
 *   1  lib (config, clients, errors, mail), store (the table's design and reads, daily counts,
 *      cooldowns, send-once markers, the photo bucket: generic pieces every entity uses, owned by
 *      no domain; imported file by file, like lib)
 *   2  members (user records, e-mail claims and changes, code limits, notification settings, audit log)
 *      family (the people of a family and their invitations; above members, below account, whose
 *      sign-up, removal and deletion use it, and read by the HTTP layer's authentication)
 *   3  candidates (candidate records and what families did with them), directory (listings)
 *   4  photos (photo items, upload tickets, photo requests' records, what a viewer may see)
 *   5  familyProfiles (access checks, account eligibility, another family's card)
 *   6  trust (referrals, the referral tree and console, a member's report filed and stored), proposals (proposals,
 *      their mails, blocks, interactions)
 *   7  mail (notices, digests, held mail, notification settings, unsubscribe links, bounces)
 *   8  profiles (own profile, expectations, photo uploads and requests, search, saved, own listings)
 *   9  account (session, sign-up, e-mail change, status, deletion, data export, volunteers, identity)
 *  10  review (eligibility decisions, closing reports)
 * The entities every floor reads (candidates, proposals, blocks) sit low so that no two modules
 * need each other: a piece both sides need moves down, never sideways. An index re-exports only what
 * other modules use: whatever it names comes into every chunk that imports it, so it must not drag an
 * AWS client into a Lambda or a route that did not hold one (test/infra/bundles.test.ts). Hence the
 * photo bucket (S3) is in store/, the identity (Cognito) in account/, and account eligibility in
 * familyProfiles rather than trust, whose referrals send mail.
 */
// The folders under functions/ that are not domain modules; every other folder there is one.
const notModules = '(?:lib|store|http|admin|usermgmt|profilemgmt|userinteract|classified|jobs|triggers)';
const upperFloors = '(?:http|admin|usermgmt|profilemgmt|userinteract|classified|jobs|triggers)';
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
    // Backend floors: lib, store <- modules <- http <- group apps, jobs, triggers.
    { name: 'lib-is-ground-floor', severity: 'error', comment: 'functions/lib holds config, clients, errors, logger: it imports nothing else of functions/.',
      from: { path: '^functions/lib/' }, to: { path: '^functions/', pathNot: '^functions/lib/' } },
    { name: 'store-above-lib-only', severity: 'error', comment: 'functions/store holds what every entity uses (the table, its reads, counters): it knows no domain.',
      from: { path: '^functions/store/' }, to: { path: '^functions/', pathNot: '^functions/(lib|store)/' } },
    { name: 'modules-below-http', severity: 'error', comment: 'Services see a Caller, never the HTTP layer, a group app, a job or a trigger.',
      from: { path: `^functions/(?!${notModules}/)[^/]+/` }, to: { path: `^functions/${upperFloors}/` } },
    { name: 'modules-through-index', severity: 'error',
      // A module may also expose narrow faces: session.ts, the few exports a signed-in request's first
      // call needs (the caller's record, the session's view gate), and reads.ts, what the search and
      // the cards read. esbuild puts into a route's chunks every file the route can reach through
      // imports, used or not, so a route reading through an index loads every file of that module any
      // other route of its Lambda uses; a narrow face reaches only the files it names.
      comment: "A module uses another only through that module's index.ts (its deliberate exports) or a narrow face (session.ts, reads.ts), never its services or entities.",
      from: { path: `^functions/(?!${notModules}/)([^/]+)/` },
      to: { path: `^functions/(?!${notModules}/)[^/]+/`, pathNot: ['^functions/$1/', `^functions/(?!${notModules}/)[^/]+/(index|session|reads)\\.ts$`] } },
    // As with the web's features, files can be free of circles while their modules are not: a module
    // is a folder (with its entities/ folder), so this rule looks at folders. The path also matches the
    // mirrored layout in test/fixtures/serverModules, which proves it fires.
    { name: 'modules-one-way', severity: 'error', scope: 'folder',
      comment: 'Two modules that import each other, directly or through others: move the piece both need into a module (or store/, lib/) below them both.',
      from: { path: `(^|/)functions/(?!${notModules}$)[^/]+(/entities)?$` }, to: { path: `(^|/)functions/(?!${notModules}$)[^/]+(/entities)?$`, circular: true } },
    { name: 'upper-floors-not-entities', severity: 'error',
      comment: "A group app, the HTTP layer, a job or a trigger reaches data through a module's services or index, never its entities: the rules live in services. "
        + "(A group app imports a service file itself, on a route's first call, so that a cold request loads only that route's chunk: test/infra/bundles.test.ts.)",
      from: { path: `^functions/${upperFloors}/` }, to: { path: '^functions/[^/]+/entities/' } },
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
