/**
 * Runtime configuration, read once from `/config.json` (written by CDK into the SPA bucket in AWS,
 * served by `npm start` locally). Nothing here is baked in at build time.
 */
import type { SiteConfig } from '#shared/api/siteConfig.js';

// Checked by hand, not with zod: every signed-in page waits for this before its first request, and
// zod (25 kB gzip) would load first (test/web/dashboard/firstPaintImports.test.tsx).
export type AppConfig = SiteConfig;

const AUTH_FLOWS = ['USER_PASSWORD_AUTH', 'USER_SRP_AUTH'] as const;

function invalid(field: string): never {
  throw new Error(`/config.json: ${field} is missing or invalid`);
}

/** /config.json's fields, with the defaults of apiBase, authFlowType and supportVideos. */
export function parseConfig(raw: unknown): AppConfig {
  const o = (typeof raw === 'object' && raw !== null ? raw : invalid('the object')) as Record<string, unknown>;
  const text = (field: string, fallback?: string): string => {
    const v = o[field] ?? fallback;
    return typeof v === 'string' && v.length > 0 ? v : invalid(field);
  };
  const authFlowType = o.authFlowType ?? 'USER_SRP_AUTH';
  if (!AUTH_FLOWS.includes(authFlowType as AppConfig['authFlowType'])) invalid('authFlowType');
  const videos = o.supportVideos ?? [];
  if (!Array.isArray(videos)) invalid('supportVideos');
  const supportVideos = videos.map((v: unknown) => {
    const video = (typeof v === 'object' && v !== null ? v : invalid('supportVideos')) as Record<string, unknown>;
    if (typeof video.title !== 'string' || typeof video.url !== 'string') invalid('supportVideos');
    return { title: video.title, url: video.url };
  });
  const config: AppConfig = {
    apiBase: text('apiBase', '/api'),
    region: text('region'),
    userPoolId: text('userPoolId'),
    userPoolClientId: text('userPoolClientId'),
    authFlowType: authFlowType as AppConfig['authFlowType'],
    supportVideos,
  };
  if (o.userPoolEndpoint !== undefined) config.userPoolEndpoint = text('userPoolEndpoint');
  return config;
}

let pending: Promise<AppConfig> | undefined;

export function getConfig(): Promise<AppConfig> {
  pending ??= fetch('/config.json', { headers: { Accept: 'application/json' } })
    .then(async (res) => {
      if (!res.ok) throw new Error(`Could not load /config.json (status ${res.status})`);
      return parseConfig(await res.json());
    })
    .catch((e: unknown) => {
      pending = undefined; // let a later call retry
      throw e;
    });
  return pending;
}
