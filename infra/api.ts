/** The HTTP API: one route per entry of the shared route table, each to its group's Lambda. */
import { HttpApi, HttpMethod, HttpRoute, HttpRouteKey, type CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { routeList, type Auth, type Group, type Method } from '#shared/api/routes/index.js';
import { acknowledge } from './nag.js';

/** Served by the usermgmt Lambda, generated from the same route table. */
export const openApiRoute = {
  operation: 'openapi', group: 'usermgmt', method: 'GET', path: '/api/openapi.json', auth: 'public',
} as const satisfies ApiRoute;

export interface ApiRoute {
  operation: string;
  group: Group;
  method: Method;
  path: string;
  auth: Auth;
  throttle?: { rate: number; burst: number; perClient?: number };
}

/** Every route the API serves: the table's, then the OpenAPI document (unless the table has it). */
export function apiRoutes(): ApiRoute[] {
  const all: ApiRoute[] = routeList.map(({ operation, group, method, path, auth, throttle }) => ({
    operation, group, method, path, auth, throttle,
  }));
  const key = (r: ApiRoute) => `${r.method} ${r.path}`;
  if (!all.some((r) => key(r) === key(openApiRoute))) all.push(openApiRoute);
  return all;
}

export interface ApiProps {
  /** Token issuer (the user pool's) and audience (the SPA client id) for the JWT authorizer. */
  issuer: string;
  audience: string;
  /** Default throttling of the stage; routes with their own `throttle` override it. */
  throttle: { rate: number; burst: number };
}

export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly authorizer: HttpJwtAuthorizer;
  /** `{apiId}.execute-api.{region}.{urlSuffix}`: CloudFront's origin for /api/*. */
  readonly domainName: string;
  readonly accessLogs: LogGroup;
  private readonly throttle: ApiProps['throttle'];

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.throttle = props.throttle;
    this.httpApi = new HttpApi(this, 'Http', {
      description: 'rishta API (reached through CloudFront under /api/*)',
      createDefaultStage: true,
    });
    this.authorizer = new HttpJwtAuthorizer('Cognito', props.issuer, {
      jwtAudience: [props.audience],
      identitySource: ['$request.header.Authorization'],
    });
    this.accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const stack = Stack.of(this);
    this.domainName = `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }

  /** Adds every route; called once the group Lambdas exist (they need the site URL, which needs this API). */
  addRoutes(handlers: Record<Group, IFunction>): HttpRoute[] {
    const integrations = new Map<Group, HttpLambdaIntegration>();
    const integration = (group: Group) => {
      let found = integrations.get(group);
      if (!found) {
        // One invoke permission per function for the whole API (not one per route: policy size).
        found = new HttpLambdaIntegration(`${group}Integration`, handlers[group], { scopePermissionToRoute: false });
        integrations.set(group, found);
      }
      return found;
    };

    const stage = this.httpApi.defaultStage?.node.defaultChild as CfnStage | undefined;
    if (!stage) throw new Error('the HTTP API has no default stage');
    // RouteSettings is plain JSON to CloudFormation: keys are written as in the template (PascalCase).
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    const created: HttpRoute[] = [];

    for (const r of apiRoutes()) {
      const route = new HttpRoute(this, `Route${r.operation[0]!.toUpperCase()}${r.operation.slice(1)}`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(r.path, HttpMethod[r.method]),
        integration: integration(r.group),
        authorizer: r.auth === 'public' ? undefined : this.authorizer,
      });
      if (r.auth === 'public') {
        acknowledge(route, 'AwsSolutions-APIG4',
          `Public by design (route table auth 'public'): ${r.method} ${r.path} is used before sign-in; WAF and throttles limit it.`);
      }
      created.push(route);
      if (r.auth === 'public' && r.throttle) {
        routeSettings[`${r.method} ${r.path}`] = {
          ThrottlingRateLimit: r.throttle.rate,
          ThrottlingBurstLimit: r.throttle.burst,
        };
        // Route settings may only name routes that already exist.
        stage.node.addDependency(route);
      }
    }

    stage.defaultRouteSettings = {
      throttlingRateLimit: this.throttle.rate,
      throttlingBurstLimit: this.throttle.burst,
    };
    stage.routeSettings = routeSettings;
    // One JSON line per request: what was called and how it ended (no headers, no bodies). The source
    // IP here is CloudFront's edge; the client's own IP is in CloudFront's logs (infra/logs.ts).
    stage.accessLogSettings = {
      destinationArn: this.accessLogs.logGroupArn,
      format: JSON.stringify({
        requestId: '$context.requestId', ip: '$context.identity.sourceIp', requestTime: '$context.requestTime',
        routeKey: '$context.routeKey', status: '$context.status', responseLength: '$context.responseLength',
        latency: '$context.responseLatency', integrationError: '$context.integrationErrorMessage',
      }),
    };
    return created;
  }
}
