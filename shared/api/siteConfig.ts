/**
 * The SPA's runtime configuration, `/config.json`: written by CDK into the site bucket in AWS and
 * served by the local server; read once by the web app (web/src/lib/config.ts checks it).
 */
export interface SiteConfig {
  apiBase: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The local Cognito emulator's URL; absent in AWS. */
  userPoolEndpoint?: string;
  authFlowType: 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH';
  supportVideos: { title: string; url: string }[];
}
