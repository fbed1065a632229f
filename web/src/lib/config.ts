/**
 * Runtime configuration, read once from `/config.json` (written by CDK into the SPA bucket in AWS,
 * served by `npm start` locally). Nothing here is baked in at build time.
 */
import { z } from 'zod';

const configSchema = z.object({
  apiBase: z.string().min(1).default('/api'),
  region: z.string().min(1),
  userPoolId: z.string().min(1),
  userPoolClientId: z.string().min(1),
  /** The local Cognito emulator's URL; absent in AWS. */
  userPoolEndpoint: z.string().min(1).optional(),
  authFlowType: z.enum(['USER_PASSWORD_AUTH', 'USER_SRP_AUTH']).default('USER_SRP_AUTH'),
  supportVideos: z.array(z.object({ title: z.string(), url: z.string() })).default([]),
});
export type AppConfig = z.infer<typeof configSchema>;

let pending: Promise<AppConfig> | undefined;

export function getConfig(): Promise<AppConfig> {
  pending ??= fetch('/config.json', { headers: { Accept: 'application/json' } })
    .then(async (res) => {
      if (!res.ok) throw new Error(`Could not load /config.json (status ${res.status})`);
      return configSchema.parse(await res.json());
    })
    .catch((e: unknown) => {
      pending = undefined; // let a later call retry
      throw e;
    });
  return pending;
}
