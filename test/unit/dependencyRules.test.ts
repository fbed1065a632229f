/**
 * The layer check that `npm test` runs (.dependency-cruiser.cjs) really refuses an import circle:
 * run on a fixture with a deliberate one, it reports the no-circular rule; and it refuses two web
 * features that import each other although no file does (web-features-one-way).
 */
import { createRequire } from 'node:module';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;

describe('the layer check', () => {
  it('refuses a deliberate import circle', async () => {
    const { output } = await cruise(['test/fixtures/importCircle'], { ruleSet: config, validate: true, tsPreCompilationDeps: true });
    const summary = typeof output === 'string' ? undefined : output.summary;
    expect(summary?.violations.map((v) => v.rule.name)).toContain('no-circular');
    expect(summary?.error).toBeGreaterThan(0);
  });

  it('refuses two web features that import each other, even without a file circle', async () => {
    const { output } = await cruise(['test/fixtures/featureCircle'], { ruleSet: config, validate: true, tsPreCompilationDeps: true });
    const summary = typeof output === 'string' ? undefined : output.summary;
    const rules = summary?.violations.map((v) => v.rule.name);
    expect(rules).toContain('web-features-one-way');
    // The fixture's files form no circle: only the feature rule can see this one.
    expect(rules).not.toContain('no-circular');
  });
});
