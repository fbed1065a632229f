/**
 * CDK side: the site's security headers (infra/securityHeaders.ts) as a CloudFront
 * response headers policy on every behaviour of the distribution, with the origins the SPA uses in
 * AWS, and a template CloudFormation can order (the CSP names the photo bucket, whose CORS rule
 * names the site).
 */
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { headerValues, securityHeaders } from '../../infra/securityHeaders.js';
import { RishtaStack } from '../../infra/stack.js';
import { flatten, photoCors } from './cfnValues.js';

const context = { 'aws:cdk:bundling-stacks': [] };
const build = (extra: Record<string, unknown> = {}) => {
  const app = new App({ context: { ...context, ...extra } });
  const stack = new RishtaStack(app, 'Rishta', { env: { account: '123456789012', region: 'us-east-1' } });
  return Template.fromStack(stack);
};
const template = build();

type Resources = Record<string, { Type: string; Properties?: Record<string, any> }>;
const resourcesOf = (t: Template) => t.toJSON().Resources as Resources;
const onlyOf = (t: Template, type: string) => {
  const found = Object.entries(resourcesOf(t)).filter(([, r]) => r.Type === type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
};
const photoBucketId = (t: Template) =>
  Object.entries(resourcesOf(t)).find(([id, r]) => r.Type === 'AWS::S3::Bucket' && id.startsWith('DataPhotos'))![0];

describe('security headers on CloudFront', () => {
  const [policyId, policy] = onlyOf(template, 'AWS::CloudFront::ResponseHeadersPolicy');
  const config = policy.Properties!.ResponseHeadersPolicyConfig;
  const security = config.SecurityHeadersConfig;
  const csp = flatten(security.ContentSecurityPolicy.ContentSecurityPolicy);
  const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

  it('1. is the module\'s header set with the AWS origins: Cognito, the photo bucket, the support videos', () => {
    const expected = securityHeaders({
      cognito: 'https://cognito-idp.us-east-1.amazonaws.com',
      photos: `https://<${photoBucketId(template)}.RegionalDomainName>`,
      embeds: ['https://www.youtube.com/embed/XXXXXXXXXXX'],
    });
    const headers = headerValues(expected);
    expect(csp).toBe(headers['Content-Security-Policy']);
    expect(security.ContentSecurityPolicy.Override).toBe(true);
    expect(security.StrictTransportSecurity).toEqual({ AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Override: true });
    expect(security.ContentTypeOptions).toEqual({ Override: true });
    expect(security.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(security.ReferrerPolicy).toEqual({ ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true });
    expect(security.XSSProtection).toBeUndefined();
    expect(config.CustomHeadersConfig.Items).toEqual([
      { Header: 'Permissions-Policy', Value: headers['Permissions-Policy'], Override: true },
    ]);
  });

  it('2. allows no inline or eval script, and connects only to the site, Cognito and the photo bucket', () => {
    const photos = `https://<${photoBucketId(template)}.RegionalDomainName>`;
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    expect(directive('connect-src')).toBe(`connect-src 'self' https://cognito-idp.us-east-1.amazonaws.com ${photos}`);
    expect(directive('img-src')).toBe(`img-src 'self' data: blob: ${photos}`);
    expect(directive('frame-src')).toBe('frame-src https://www.youtube.com');
    for (const d of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'none'", "default-src 'self'"]) {
      expect(csp.split('; ')).toContain(d);
    }
    const permissions = config.CustomHeadersConfig.Items[0].Value as string;
    for (const f of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${f}=()`);
    expect(permissions).toContain('accelerometer=("https://www.youtube.com")');
  });

  it('3. frames exactly the support videos\' hosts given in context', () => {
    const t = build({
      supportVideos: JSON.stringify([
        { title: 'a', url: 'https://player.vimeo.com/video/1' },
        { title: 'b', url: 'https://www.youtube-nocookie.com/embed/x' },
        { title: 'c', url: 'https://player.vimeo.com/video/2' },
      ]),
    });
    const value = flatten(onlyOf(t, 'AWS::CloudFront::ResponseHeadersPolicy')[1].Properties!.ResponseHeadersPolicyConfig
      .SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(value.split('; ')).toContain('frame-src https://player.vimeo.com https://www.youtube-nocookie.com');
    expect(() => build({ supportVideos: JSON.stringify([{ title: 'a', url: 'http://example.org/v' }]) })).toThrow(/https/);
  });

  it('4. is the policy of the SPA behaviour and of /api/*, in place of the managed SECURITY_HEADERS', () => {
    const [, dist] = onlyOf(template, 'AWS::CloudFront::Distribution');
    const distribution = dist.Properties!.DistributionConfig;
    expect(distribution.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    const api = distribution.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    expect(api.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    // the managed policy's id is gone
    expect(JSON.stringify(distribution)).not.toContain('67f7725c-6f97-4210-82d7-5512b31e9d03');
  });

  it('5. leaves CloudFormation an order: the photo bucket\'s CORS rule is put after the distribution', () => {
    // Template.fromStack refuses a template with a dependency circle; as bucket properties the CORS
    // rule (naming the site) and the CSP (naming the bucket) would make one.
    const custom = build({ domainName: 'rishta.example.org', certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/x' });
    expect(photoCors(custom).rules[0]!.AllowedOrigins).toEqual(['https://rishta.example.org']);
    const bucket = resourcesOf(template)[photoBucketId(template)]!;
    expect(bucket.Properties!.CorsConfiguration).toBeUndefined();
    expect(photoCors(template).rules[0]!.AllowedOrigins).toEqual([`https://<${onlyOf(template, 'AWS::CloudFront::Distribution')[0]}.DomainName>`]);
  });
});
