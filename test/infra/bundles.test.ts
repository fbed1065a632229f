/**
 * What each Lambda bundle holds, built as the stack builds it (infra/bundling.ts): the AWS SDK
 * clients are exactly those of the services its permissions name (infra/permissions.ts) — a group
 * that sends no mail carries no SES code — and no bundle carries zod's translations, which come
 * along whole when a module imports zod's `z` object (`import * as z from 'zod'` lets esbuild drop
 * them). The bundles are split into chunks: what the entry loads at once (it and the chunks it
 * imports statically, the code of every cold request) holds none of the S3, SES and Cognito clients
 * (but admin's Cognito: its every call asks the pool);
 * those come with the first call of a route that uses them. The routes that only show photos sign
 * their URLs without the S3 client, so a Lambda that only does that holds none. Nor does the entry hold the token
 * verifier (aws-jwt-verify, loaded by the first member or volunteer call, so a public route's cold request
 * leaves it out) or Powertools Metrics (loaded by the first flush that has something to write).
 * `npm run bench -- lambdas` prints the bytes each group's most common cold request loads and its time.
 */
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { groups } from '#shared/api/routes/define.js';
import { groupEntry, LAMBDA_ENTRY_FILE, lambdaBuild, lambdaEntries } from '../../infra/bundling.js';
import { mailFeedbackPermissions, permissions, preSignUpPermissions, type FunctionPermissions } from '../../infra/permissions.js';

/** What each Lambda may use: the groups' and jobs' table, and the triggers' own (infra/stack.ts grants them). */
const permissionsOf: Record<(typeof lambdaEntries)[number]['name'], FunctionPermissions> = { ...permissions, preSignUp: preSignUpPermissions, mailFeedback: mailFeedbackPermissions };

/** The inputs esbuild kept code of (tree-shaking may keep a file but none of its code). */
function keptInputs(meta: Metafile): string[] {
  return Object.values(meta.outputs).flatMap((o) => Object.entries(o.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([path]) => path));
}

/**
 * The inputs esbuild kept code of in the entry `index.mjs` and the chunks it imports statically (loaded with it),
 * and with them those of the modules named (each imported with `import()` on a route's first call) and their static chunks.
 */
function inputsLoadedAtOnce(meta: Metafile, withModules: string[] = []): string[] {
  const entry = Object.keys(meta.outputs).find((file) => file.endsWith(`/${LAMBDA_ENTRY_FILE}`));
  if (!entry) throw new Error('no entry file');
  const chunksOf = withModules.map((source) => {
    const chunk = Object.keys(meta.outputs).find((file) => meta.outputs[file]!.entryPoint === source);
    if (!chunk) throw new Error(`no chunk for ${source}`);
    return chunk;
  });
  return inputsLoadedFrom(meta, [entry, ...chunksOf]);
}

/**
 * The inputs a route's first call loads: the entry's, and those of the chunk of the module its group
 * app imports on that call (`import('../services/x.js')`) with the chunks that chunk imports statically.
 */
const inputsLoadedByRoute = (meta: Metafile, routeModule: string): string[] => inputsLoadedAtOnce(meta, [routeModule]);

/** The inputs esbuild kept code of in these output files and the chunks they import statically. */
function inputsLoadedFrom(meta: Metafile, files: string[]): string[] {
  const loaded = new Set<string>();
  for (const pending = [...files]; pending.length;) {
    const file = pending.pop()!;
    if (loaded.has(file)) continue;
    loaded.add(file);
    for (const imported of meta.outputs[file]!.imports) if (imported.kind === 'import-statement' && imported.path in meta.outputs) pending.push(imported.path);
  }
  return [...loaded].flatMap((file) => Object.entries(meta.outputs[file]!.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([path]) => path));
}

const sdkClients = (inputs: string[]) =>
  [...new Set(inputs.flatMap((path) => /node_modules\/@aws-sdk\/client-([^/]+)\//.exec(path)?.[1] ?? []))].sort();

describe('Lambda bundles', () => {
  it.each(lambdaEntries.map((l) => [l.name, l.entry] as const))('%s holds only the AWS SDK clients it uses, loads S3, SES and Cognito only with their routes (the token verifier and Powertools Metrics only when used), and has no zod translations', async (name, entry) => {
    const { metafile } = await build({ ...lambdaBuild(entry, `/tmp/rishta-bundle-test/${name}`), write: false, metafile: true, logLevel: 'error' });
    const inputs = keptInputs(metafile);
    const allowed = permissionsOf[name];
    const expected = [
      ...(allowed.cognito.length ? ['cognito-identity-provider'] : []),
      'dynamodb',
      // A role that may only GetObject signs view URLs, which needs no S3 client (functions/lib/s3GetUrls.ts).
      ...(allowed.photos && (allowed.photos.list || allowed.photos.objects.some((action) => action !== 'GetObject')) ? ['s3'] : []),
      ...(allowed.mail ? ['sesv2'] : []),
    ];
    expect(sdkClients(inputs)).toEqual(expected);
    expect(inputs.filter((path) => /zod\/v4\/locales\/(?!en\.js)/.test(path))).toEqual([]);
    // Split: the entry and its static chunks load with every request; S3, SES and Cognito only with a route that uses them
    // (Cognito at once in admin alone, whose every call asks the pool whether the caller is still a volunteer).
    const loadedLater = ['s3', 'sesv2', ...(name === 'admin' ? [] : ['cognito-identity-provider'])];
    expect(sdkClients(inputsLoadedAtOnce(metafile)).filter((client) => loadedLater.includes(client))).toEqual([]);
    expect(inputsLoadedAtOnce(metafile).filter((path) => /node_modules\/(aws-jwt-verify|@aws-lambda-powertools\/metrics)\//.test(path))).toEqual([]);
  });

  it.each(groups.map((group) => [group] as const))('%s builds only its own routes\' schemas at start-up (the OpenAPI document, which reads them all, loads with its call), and its token check no member-side guards', async (group) => {
    const { metafile } = await build({ ...lambdaBuild(groupEntry(group), `/tmp/rishta-bundle-test/${group}-routes`), write: false, metafile: true, logLevel: 'error' });
    const routeFiles = inputsLoadedAtOnce(metafile).filter((path) => /^shared\/api\/(routes\/(?!define\.ts)|openapi\.ts)/.test(path));
    expect(routeFiles).toEqual([`shared/api/routes/${group}.ts`]);
    // Authentication (every member call) reads the account alone, without access.ts's guards and the candidate schemas they bring.
    expect(inputsLoadedAtOnce(metafile, ['functions/http/auth.ts']).filter((path) => path === 'functions/familyProfiles/access.ts')).toEqual([]);
  });

  it('a visitor\'s directory page loads neither the token check nor the member-side guards (and the candidate schemas they build)', async () => {
    const { metafile } = await build({ ...lambdaBuild(groupEntry('classified'), '/tmp/rishta-bundle-test/classified-public'), write: false, metafile: true, logLevel: 'error' });
    const publicPath = inputsLoadedAtOnce(metafile, ['functions/directory/directory.ts']);
    expect(publicPath).toContain('functions/directory/directory.ts');
    expect(publicPath.filter((path) => /aws-jwt-verify|functions\/http\/auth\.ts|functions\/services\/access\.ts|shared\/domain\/candidate\.ts/.test(path))).toEqual([]);
  });
});

/**
 * The routes that only show photos sign their URLs without the S3 client (functions/lib/s3GetUrls.ts):
 * their first call loads no `@aws-sdk/client-s3`, which comes only with the routes that upload, check
 * or delete objects.
 */
const photoShowingRoutes = [
  { name: 'profilemgmt', routeModule: 'functions/profiles/discovery.ts', routes: 'search and the matched list' },
  { name: 'profilemgmt', routeModule: 'functions/profiles/candidates.ts', routes: "a profile's view" },
  { name: 'userinteract', routeModule: 'functions/proposals/proposals.ts', routes: 'the sent and received lists' },
  { name: 'usermgmt', routeModule: 'functions/account/account.ts', routes: 'the session' },
] as const;

describe('Routes that show photos', () => {
  it.each(photoShowingRoutes)('$name: $routes load no S3 client', async ({ name, routeModule }) => {
    const entry = lambdaEntries.find((l) => l.name === name)!.entry;
    const { metafile } = await build({ ...lambdaBuild(entry, `/tmp/rishta-bundle-test/routes-${name}`), write: false, metafile: true, logLevel: 'error' });
    const loaded = inputsLoadedByRoute(metafile, routeModule);
    expect(loaded).toContain(routeModule);
    expect(loaded.filter((path) => /node_modules\/@aws-sdk\/(client-s3|middleware-sdk-s3|s3-)/.test(path))).toEqual([]);
  });
});

/**
 * A module's index names all its services and entities, and the schemas of shared/ are built when
 * their module loads: a Lambda must load only what it uses of them (package.json's `sideEffects`
 * leaves functions/ out of the list of folders with side effects; zod-free homes hold what the
 * entities and jobs read: proposalRules.ts, auditKinds.ts, listingFields.ts). The jobs and the
 * triggers hold no route's schemas, the triggers no zod at all, and no Lambda the expectation
 * field catalogue (the fit's labels live in matching.ts).
 */
describe('What the jobs and triggers leave out', () => {
  const routeSchemas = /^shared\/domain\/(search|proposals|audit|classified|blocks)\.ts$/;
  it.each(lambdaEntries.map((l) => [l.name, l.entry] as const))('%s', async (name, entry) => {
    const { metafile } = await build({ ...lambdaBuild(entry, `/tmp/rishta-bundle-test/leaves-${name}`), write: false, metafile: true, logLevel: 'error' });
    const inputs = keptInputs(metafile);
    expect(inputs.filter((path) => path === 'shared/domain/expectationFields.ts')).toEqual([]);
    if ((groups as readonly string[]).includes(name)) return;
    expect(inputs.filter((path) => routeSchemas.test(path))).toEqual([]);
    if (name === 'preSignUp' || name === 'mailFeedback') expect(inputs.filter((path) => path.includes('node_modules/zod/'))).toEqual([]);
  });
});
