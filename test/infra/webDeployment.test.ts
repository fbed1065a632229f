/**
 * The web's caching, CDK side: the SPA bucket gets Vite's hashed assets cached a year as immutable and
 * everything else (index.html, the pre-rendered pages, config.json) no-cache, in two deployments whose
 * filters keep each from pruning the other's files; CloudFront's rewrite function answers the
 * pre-rendered pages' paths with their files and other client-side routes with index.html.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { RishtaStack } from '../../infra/stack.js';
import { spaRewriteCode } from '../../infra/web.js';
import { prerenderedPages } from '../../web/prerenderedPages.js';

// A built SPA's shape, so the test does not depend on `npm run build:web` having run.
const dist = mkdtempSync(path.join(tmpdir(), 'rishta-web-dist-'));
mkdirSync(path.join(dist, 'assets'));
mkdirSync(path.join(dist, 'pages'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(dist, 'pages/home.html'), '<!doctype html><div id="root">home</div>');
writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'console.log(1)');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const synth = (webDist: string) => {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], webDist } });
  return Template.fromStack(new RishtaStack(app, 'Rishta', { env: { account: '123456789012', region: 'us-east-1' } }));
};
type Deployment = { Properties: Record<string, any>; DependsOn?: string[] };
const deployments = (t: Template) => Object.entries(t.findResources('Custom::CDKBucketDeployment')) as [string, Deployment][];

describe('SPA deployment caching', () => {
  const all = deployments(synth(dist));
  const [assetsId, assets] = all.find(([, d]) => d.Properties.Include)!;
  const [, site] = all.find(([, d]) => d.Properties.DistributionPaths)!;

  it('1. deploys the hashed assets alone, cached a year as immutable, pruning nothing', () => {
    expect(all).toHaveLength(2);
    expect(assets.Properties.SystemMetadata).toEqual({ 'cache-control': 'public, max-age=31536000, immutable' });
    expect(assets.Properties.Exclude).toEqual(['*']);
    expect(assets.Properties.Include).toEqual(['assets/*']);
    expect(assets.Properties.Prune).toBe(false);
    expect(assets.Properties.DistributionPaths).toBeUndefined();
  });

  it('2. deploys everything else no-cache after the assets, never pruning assets/, and invalidates CloudFront', () => {
    expect(site.Properties.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
    expect(site.Properties.Exclude).toEqual(expect.arrayContaining(['assets/*']));
    expect(site.Properties.Include).toBeUndefined();
    expect(site.Properties.Prune).toBe(true);
    expect(site.Properties.DistributionPaths).toEqual(['/*']);
    // the SPA and config.json
    expect(site.Properties.SourceObjectKeys).toHaveLength(2);
    expect(site.DependsOn).toEqual(expect.arrayContaining([assetsId]));
  });

  it('3. without a build writes config.json alone and prunes nothing', () => {
    const only = deployments(synth(path.join(dist, 'no-such-dist')));
    expect(only).toHaveLength(1);
    expect(only[0]![1].Properties).toMatchObject({ Prune: false, SystemMetadata: { 'cache-control': 'no-cache' } });
    expect(only[0]![1].Properties.SourceObjectKeys).toHaveLength(1);
  });

  it('4. rewrites the pre-rendered pages to their files and other routes to index.html', () => {
    const rewrite = (uri: string) =>
      (runInNewContext(`${spaRewriteCode}\nhandler({ request: { uri: ${JSON.stringify(uri)} } })`) as { uri: string }).uri;
    for (const [urlPath, file] of Object.entries(prerenderedPages)) expect(rewrite(urlPath), urlPath).toBe(`/${file}`);
    expect(rewrite('/dashboard')).toBe('/index.html');
    expect(rewrite('/dashboard/myCandidateProfile/abc')).toBe('/index.html');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/config.json')).toBe('/config.json');
    expect(rewrite('/constructor')).toBe('/index.html');
  });
});
