/** Deployment settings read from CDK context (cdk.json or `-c key=value`), each with a default. */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Construct } from 'constructs';

/** Repository root (infra/..), so entries and assets resolve whatever the working directory. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const fromRoot = (...parts: string[]) => resolve(repoRoot, ...parts);

export interface SupportVideo {
  title: string;
  url: string;
}

export interface Settings {
  /** Origin allowed by the photo bucket's CORS rule; undefined: the site's own (CloudFront or custom domain). */
  siteOrigin?: string;
  /** Optional custom domain of the site with its ACM certificate (us-east-1): then CloudFront enforces TLS 1.2. */
  domainName?: string;
  certificateArn?: string;
  /** Verified SES sender for Cognito and the app's mail. */
  mailFrom: string;
  /** Where referral code requests and other volunteer notices go. */
  volunteerEmail: string;
  /** Default throttling of the API stage. */
  apiThrottle: { rate: number; burst: number };
  /** Help videos listed on the SPA's support page (written into /config.json). */
  supportVideos: SupportVideo[];
  /** The built SPA, relative to the repository root (skipped when missing: only config.json is written). */
  webDist: string;
  /** Raised by hand after a new unsubscribe key is stored, so the deploy re-reads it (docs/operations.md). */
  unsubscribeKeyGeneration: string;
}

export const defaultSupportVideos: SupportVideo[] = [
  { title: 'How to create a candidate profile', url: 'https://www.youtube.com/embed/XXXXXXXXXXX' },
  { title: 'How to manage your profile', url: 'https://www.youtube.com/embed/XXXXXXXXXXX' },
  { title: 'How to search profiles', url: 'https://www.youtube.com/embed/XXXXXXXXXXX' },
  { title: 'How to create a shared profile', url: 'https://www.youtube.com/embed/XXXXXXXXXXX' },
];

/** Context values given with `-c` arrive as strings; JSON-looking ones are parsed. */
function read<T>(scope: Construct, key: string, fallback: T): T {
  const raw: unknown = scope.node.tryGetContext(key);
  if (raw === undefined || raw === null || raw === '') return fallback;
  if (typeof raw === 'string' && typeof fallback !== 'string') {
    try {
      return JSON.parse(raw) as T;
    } catch {
      throw new Error(`context ${key} must be JSON, got ${raw}`);
    }
  }
  return raw as T;
}

/** A string context value, or undefined when it is not given (or empty). */
function optionalString(scope: Construct, key: string): string | undefined {
  const raw: unknown = scope.node.tryGetContext(key);
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw !== 'string') throw new Error(`context ${key} must be a string`);
  return raw;
}

export function settings(scope: Construct): Settings {
  const mailFrom = read(scope, 'mailFrom', 'no-reply@example.org');
  const supportVideos = read(scope, 'supportVideos', defaultSupportVideos);
  const domainName = optionalString(scope, 'domainName');
  const certificateArn = optionalString(scope, 'certificateArn');
  if (!domainName !== !certificateArn) throw new Error('context domainName and certificateArn go together');
  if (!Array.isArray(supportVideos) || supportVideos.some((v) => typeof v?.title !== 'string' || typeof v?.url !== 'string')) {
    throw new Error('context supportVideos must be an array of { title, url }');
  }
  return {
    siteOrigin: optionalString(scope, 'siteOrigin'),
    domainName,
    certificateArn,
    mailFrom,
    volunteerEmail: read(scope, 'volunteerEmail', mailFrom),
    apiThrottle: read(scope, 'apiThrottle', { rate: 50, burst: 100 }),
    supportVideos,
    webDist: read(scope, 'webDist', 'web/dist'),
    unsubscribeKeyGeneration: String(read<string | number>(scope, 'unsubscribeKeyGeneration', '1')),
  };
}
