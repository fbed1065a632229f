/** Reading CloudFormation values in the CDK assertions as text, references written as <Id> or <Id.Attribute>. */
import type { Template } from 'aws-cdk-lib/assertions';
import { expect } from 'vitest';

export function flatten(value: unknown): string {
  if (typeof value === 'string') return value;
  const o = value as Record<string, any>;
  if (o['Fn::Join']) return (o['Fn::Join'][1] as unknown[]).map(flatten).join(o['Fn::Join'][0] as string);
  if (o['Fn::GetAtt']) return `<${(o['Fn::GetAtt'] as string[]).join('.')}>`;
  if (o.Ref) return `<${o.Ref as string}>`;
  throw new Error(`unexpected value ${JSON.stringify(value)}`);
}

export interface CorsRule { AllowedMethods: string[]; AllowedOrigins: string[]; AllowedHeaders: string[]; MaxAgeSeconds: number }

/** The photo bucket's CORS rules, put by the one PutBucketCors custom resource (infra/data.ts). */
export function photoCors(template: Template): { bucket: string; rules: CorsRule[] } {
  const calls = Object.values(template.findResources('Custom::AWS'))
    .map((r) => JSON.parse(flatten(r.Properties.Update)) as { action: string; parameters: Record<string, any> })
    .filter((call) => call.action === 'PutBucketCors');
  expect(calls).toHaveLength(1);
  const { Bucket, CORSConfiguration } = calls[0]!.parameters;
  return { bucket: Bucket as string, rules: CORSConfiguration.CORSRules as CorsRule[] };
}
