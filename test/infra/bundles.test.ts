/**
 * What each Lambda bundle holds, built as the stack builds it (infra/bundling.ts): the AWS SDK
 * clients are exactly those of the services its permissions name (infra/permissions.ts) — a group
 * that sends no mail carries no SES code — and no bundle carries zod's translations, which come
 * along whole when a module imports zod's `z` object (`import * as z from 'zod'` lets esbuild drop
 * them). `npm run bench -- lambdas` prints the sizes and start-up times.
 */
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { lambdaBuild, lambdaEntries } from '../../infra/bundling.js';
import { permissions } from '../../infra/permissions.js';

/** The inputs esbuild kept code of (tree-shaking may keep a file but none of its code). */
function keptInputs(meta: Metafile): string[] {
  return Object.values(meta.outputs).flatMap((o) => Object.entries(o.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([path]) => path));
}

const sdkClients = (inputs: string[]) =>
  [...new Set(inputs.flatMap((path) => /node_modules\/@aws-sdk\/client-([^/]+)\//.exec(path)?.[1] ?? []))].sort();

describe('Lambda bundles', () => {
  it.each(lambdaEntries.map((l) => [l.name, l.entry] as const))('%s holds only the AWS SDK clients it uses, and no zod translations', async (name, entry) => {
    const { metafile } = await build({ ...lambdaBuild(entry, `/tmp/rishta-bundle-test/${name}`), write: false, metafile: true, logLevel: 'error' });
    const inputs = keptInputs(metafile);
    const allowed = permissions[name];
    const expected = [
      ...(allowed.cognito.length ? ['cognito-identity-provider'] : []),
      'dynamodb',
      ...(allowed.photos ? ['s3'] : []),
      ...(allowed.mail ? ['sesv2'] : []),
    ];
    expect(sdkClients(inputs)).toEqual(expected);
    expect(inputs.filter((path) => /zod\/v4\/locales\/(?!en\.js)/.test(path))).toEqual([]);
  });
});
