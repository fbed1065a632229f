/**
 * Acknowledging cdk-nag findings (test/infra/security.test.ts runs the AwsSolutions pack) next to
 * the resources they concern, through CDK's own Validations API: the stack itself does not depend
 * on cdk-nag. Each acknowledgement carries its one-line reason.
 */
import { Stack, Token, Validations } from 'aws-cdk-lib';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';

export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

/** A CloudFormation value as cdk-nag names it in a finding id (its flattenCfnReference). */
function flatten(node: unknown): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  const o = node as Record<string, any>;
  if (o['Fn::Join']) return (o['Fn::Join'][1] as unknown[]).map(flatten).join(o['Fn::Join'][0] as string);
  if (o['Fn::Sub']) return flatten(o['Fn::Sub']);
  if (o['Fn::GetAtt']) return `<${flatten(o['Fn::GetAtt'][0])}.${flatten(o['Fn::GetAtt'][1])}>`;
  if (o['Fn::ImportValue']) return flatten(o['Fn::ImportValue']);
  if (o.Ref) return `<${flatten(o.Ref)}>`;
  return JSON.stringify(node);
}

/** Acknowledges AwsSolutions-IAM5 for these granted resources (those with a `*`) on a role or its scope. */
export function acknowledgeWildcardResources(scope: IConstruct, resources: string[], reason: string): void {
  const stack = Stack.of(scope);
  for (const resource of resources) {
    const flat = flatten(Token.isUnresolved(resource) ? stack.resolve(resource) : resource);
    if (flat.includes('*')) acknowledge(scope, `AwsSolutions-IAM5[Resource::${flat}]`, reason);
  }
}

/**
 * Acknowledges every wildcard (action or resource) of the IAM policies under a scope. Only for
 * CDK's own helper functions (BucketDeployment), whose policies this app does not write.
 */
export function acknowledgeAllWildcards(scope: IConstruct, reason: string): void {
  const stack = Stack.of(scope);
  for (const policy of scope.node.findAll().filter((c): c is CfnPolicy => c instanceof CfnPolicy)) {
    const doc = stack.resolve(policy.policyDocument) as { Statement?: { Effect: string; Action: unknown; Resource: unknown }[] };
    for (const s of doc.Statement ?? []) {
      if (s.Effect !== 'Allow') continue;
      const list = (v: unknown) => (Array.isArray(v) ? v : [v]);
      for (const a of list(s.Action) as string[]) if (a.includes('*')) acknowledge(scope, `AwsSolutions-IAM5[Action::${a}]`, reason);
      for (const r of list(s.Resource)) {
        const flat = flatten(r);
        if (flat.includes('*')) acknowledge(scope, `AwsSolutions-IAM5[Resource::${flat}]`, reason);
      }
    }
  }
}
