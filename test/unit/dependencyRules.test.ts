/**
 * The layer check that `npm test` runs (.dependency-cruiser.cjs) really refuses an import circle:
 * run on a fixture with a deliberate one, it reports the no-circular rule; and it refuses two web
 * features that import each other although no file does (web-features-one-way); it refuses an import
 * no file answers (no-unresolvable); and it follows the web's `#web/*` imports to their files, so the
 * web rules see the edges that run through the alias. On the backend's modules (a fixture laid out
 * like functions/, cruised from its own folder so its paths read `functions/...`) it refuses a module
 * reaching past another's index, two modules that import each other although no file does, and a
 * group app importing a module's entity.
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

  it('refuses an import that leads to no file', async () => {
    const { output } = await cruise(['test/fixtures/unresolvable'], { ruleSet: config, validate: true, tsPreCompilationDeps: true });
    const summary = typeof output === 'string' ? undefined : output.summary;
    expect(summary?.violations.map((v) => `${v.rule.name}: ${v.to}`)).toEqual(['no-unresolvable: #web/no/such/module']);
  });

  it('follows #web/* imports to their files under web/src', async () => {
    const { output } = await cruise(['web/src/features/proposals'], { ruleSet: config, validate: true, tsPreCompilationDeps: true });
    const modules = typeof output === 'string' ? [] : output.modules;
    const list = modules.find((m) => m.source === 'web/src/features/proposals/components/ProposalList.tsx');
    const familyProfile = list?.dependencies.find((d) => d.module === '#web/features/familyProfile');
    expect(familyProfile?.resolved).toBe('web/src/features/familyProfile/index.ts');
    expect(familyProfile?.couldNotResolve).toBe(false);
  });

  describe('on the backend modules', () => {
    const violations = async () => {
      const { output } = await cruise(['functions'], {
        ruleSet: config, validate: true, tsPreCompilationDeps: true, baseDir: 'test/fixtures/serverModules',
      });
      return typeof output === 'string' ? [] : output.summary.violations;
    };
    const breaches = async (rule: string) => (await violations()).filter((v) => v.rule.name === rule).map((v) => `${v.from} -> ${v.to}`).sort();

    it("refuses a module importing another module's file past its index", async () => {
      expect(await breaches('modules-through-index')).toEqual(['functions/proposals/mail.ts -> functions/photos/entities/photos.ts']);
    });

    it('refuses two modules that import each other, even without a file circle', async () => {
      const all = await violations();
      expect(all.map((v) => v.rule.name)).toContain('modules-one-way');
      // The fixture's files form no circle: only the module rule can see this one.
      expect(all.map((v) => v.rule.name)).not.toContain('no-circular');
    });

    it("refuses a group app importing a module's entity, and lets it import a service file", async () => {
      expect(await breaches('upper-floors-not-entities')).toEqual(['functions/admin/app.ts -> functions/photos/entities/photos.ts']);
    });
  });
});

