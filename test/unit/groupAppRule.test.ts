/**
 * The layer check that `npm test` runs (.dependency-cruiser.cjs) refuses a group app, or the HTTP
 * layer under it, importing a repository without a service: run on a fixture laid out like
 * functions/ (cruised from the fixture's folder, so its paths read `functions/...`) with both
 * breaches, it reports the rule for exactly those two imports and not for the service's own.
 */
import { createRequire } from 'node:module';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;

describe('the layer check', () => {
  it('refuses a group app or the HTTP layer importing a repository directly', async () => {
    const { output } = await cruise(['functions'], {
      ruleSet: config, validate: true, tsPreCompilationDeps: true, baseDir: 'test/fixtures/groupAppRepository',
    });
    const summary = typeof output === 'string' ? undefined : output.summary;
    const breaches = summary?.violations.filter((v) => v.rule.name === 'group-apps-through-services').map((v) => `${v.from} -> ${v.to}`);
    expect(breaches?.sort()).toEqual([
      'functions/admin/app.ts -> functions/repositories/things.ts',
      'functions/http/auth.ts -> functions/repositories/things.ts',
    ]);
    expect(summary?.error).toBeGreaterThan(0);
  });
});
