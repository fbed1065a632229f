/**
 * The web ACL in front of CloudFront: per-client (IP) rate limits on the public routes that send
 * mail, create accounts or reveal whether a name exists, and AWS's common managed rules. The HTTP
 * API's own throttles are per route for everyone; these are per client.
 */
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { apiRoutes, type ApiRoute } from './api.js';

/** Requests per client IP per five minutes on one route before WAF answers 429 (WAF's minimum is 10). */
export const perClientLimits = {
  /** Sign-up, referral requests, password reset: a family needs a handful. */
  write: 10,
  /** Referral-code checks and shared profiles: a family reads a few; guessing names needs many. */
  read: 100,
} as const;
export const rateWindowSeconds = 300;

export const tooManyRequestsMessage = 'Too many requests from your network. Please wait a few minutes and try again.';

export interface RateLimitedRoute {
  operation: string;
  method: ApiRoute['method'];
  /** The path as matched: the whole path, or the part before the first path parameter. */
  match: { path: string; position: 'EXACTLY' | 'STARTS_WITH' };
  limit: number;
}

/** The public routes the route table throttles (shared/api/routes.ts `throttle`), each with its per-client limit. */
export function rateLimitedRoutes(): RateLimitedRoute[] {
  return apiRoutes()
    .filter((r) => r.auth === 'public' && r.throttle)
    .map((r) => {
      const param = r.path.indexOf('{');
      return {
        operation: r.operation,
        method: r.method,
        match: param === -1 ? { path: r.path, position: 'EXACTLY' as const } : { path: r.path.slice(0, param), position: 'STARTS_WITH' as const },
        limit: r.throttle?.perClient ?? (r.method === 'GET' ? perClientLimits.read : perClientLimits.write),
      };
    });
}

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true, metricName, sampledRequestsEnabled: true,
});

function rateRule(r: RateLimitedRoute, priority: number): CfnWebACL.RuleProperty {
  const name = `rate-${r.operation}`;
  return {
    name,
    priority,
    action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: 'tooManyRequests' } } },
    visibilityConfig: visibility(name),
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        limit: r.limit,
        evaluationWindowSec: rateWindowSeconds,
        scopeDownStatement: {
          andStatement: {
            statements: [
              {
                byteMatchStatement: {
                  fieldToMatch: { method: {} }, positionalConstraint: 'EXACTLY', searchString: r.method,
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
              {
                // Decoded and normalized, so /api//usermgmt/%73aveUserProfile counts as the route.
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} }, positionalConstraint: r.match.position, searchString: r.match.path,
                  textTransformations: [{ priority: 0, type: 'URL_DECODE' }, { priority: 1, type: 'NORMALIZE_PATH' }],
                },
              },
            ],
          },
        },
      },
    },
  };
}

export class SiteFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const rules = rateLimitedRoutes().map((r, i) => rateRule(r, i));
    rules.push({
      name: 'aws-common',
      priority: rules.length,
      overrideAction: { none: {} },
      visibilityConfig: visibility('aws-common'),
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name: 'AWSManagedRulesCommonRuleSet',
          // Only counted: it blocks bodies over 8 KB, and a candidate profile with long free texts
          // can be larger. Every other rule of the set blocks.
          ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
        },
      },
    });
    this.webAcl = new CfnWebACL(this, 'Acl', {
      // CLOUDFRONT scope: the stack lives in us-east-1 (see infra/stack.ts).
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      description: 'rishta: per-client limits on public routes, AWS common rules',
      visibilityConfig: visibility('rishta'),
      customResponseBodies: {
        tooManyRequests: { contentType: 'APPLICATION_JSON', content: JSON.stringify({ message: tooManyRequestsMessage }) },
      },
      rules,
    });
  }
}
