/**
 * The site's security headers, defined once: CloudFront sends them through a response headers
 * policy (infra/web.ts) and the local server on every answer (infra/local/server.ts), so the
 * browser tests run the SPA under the very policy families get. Only the origins differ: AWS
 * endpoints there, the emulators' 127.0.0.1 ports here. No CDK import: the local server uses it.
 */

/** Where the SPA reaches beyond its own origin. */
export interface SiteOrigins {
  /** Amplify's sign-in calls: https://cognito-idp.<region>.amazonaws.com, or the local emulator. */
  cognito: string;
  /** The photo bucket: signed GET URLs shown in <img>, presigned POST uploads sent by XHR. */
  photos: string;
  /** The API, when it is not under the site's own origin (in AWS and locally it is: /api). */
  api?: string;
  /** The pages the support page embeds in iframes (the support videos' URLs). */
  embeds: readonly string[];
}

/** The header set, structured so CloudFront's policy and the local server read the same values. */
export interface SecurityHeaders {
  contentSecurityPolicy: string;
  strictTransportSecurity: { maxAgeSeconds: number; includeSubDomains: boolean };
  contentTypeOptions: 'nosniff';
  frameOptions: 'DENY';
  referrerPolicy: 'strict-origin-when-cross-origin';
  permissionsPolicy: string;
}

/** Two years: the preload list's minimum, and long enough that a visit every few months stays on HTTPS. */
const HSTS_SECONDS = 63_072_000;

/**
 * Browser features the site never uses. The photo field is a plain file input: choosing a picture
 * (even one the phone's camera takes through the system picker) needs no camera permission. Only
 * names Chromium knows (on Linux too): it logs an error for each unknown one on every page, and
 * the e2e guard fails on it (bluetooth, ambient-light-sensor and web-share are unknown there).
 * clipboard-read stays at its default: browsers ask the member first anyway, and the e2e suite
 * reads back what the copy buttons wrote.
 */
const deniedFeatures = [
  'camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'magnetometer',
  'display-capture', 'idle-detection', 'screen-wake-lock', 'xr-spatial-tracking', 'local-fonts',
  'window-management', 'browsing-topics', 'otp-credentials', 'gamepad',
] as const;

/**
 * What the support page's iframes ask for (its `allow` attribute and allowFullScreen, in
 * web/src/features/site/pages/support.tsx): granted to the embedded players' origins only.
 */
const embedFeatures = ['accelerometer', 'gyroscope', 'encrypted-media', 'picture-in-picture', 'fullscreen'] as const;

/** The origin of an embed URL; only https pages may be framed. */
function embedOrigin(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`support video URL is not a URL: ${url}`);
  }
  if (parsed.protocol !== 'https:') throw new Error(`support video URL must be https: ${url}`);
  return parsed.origin;
}

const unique = (values: readonly string[]) => [...new Set(values)];

export function contentSecurityPolicy(origins: SiteOrigins): string {
  const frames = unique(origins.embeds.map(embedOrigin));
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // No inline script and no eval: the built SPA is files under /assets only.
    ['script-src', "'self'"],
    // React and Amplify UI set style properties through the DOM (not covered by CSP), so no inline
    // style is needed; a pre-rendered page with style="" attributes would need style-src-attr.
    ['style-src', "'self'"],
    // data: for the empty favicon in index.html, blob: for the photo preview before upload.
    ['img-src', "'self'", 'data:', 'blob:', origins.photos],
    ['connect-src', "'self'", origins.cognito, origins.photos, ...(origins.api ? [origins.api] : [])],
    ['frame-src', ...(frames.length > 0 ? frames : ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // Every form is sent by the app's script. The one native submission left is a pre-rendered
    // page's form pressed before the script runs: it would post what was typed, the password too,
    // to a static page and show a bare error. Refused, the press does nothing; the app's script,
    // once running, holds such a press and sends it itself (web/src/lib/beforeApp.ts).
    ['form-action', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

export function permissionsPolicy(embeds: readonly string[]): string {
  const players = unique(embeds.map(embedOrigin)).map((o) => `"${o}"`);
  return [
    ...deniedFeatures.map((f) => `${f}=()`),
    ...embedFeatures.map((f) => `${f}=(${players.join(' ')})`),
    // The site copies referral codes and share links itself; the players may too.
    `clipboard-write=(${['self', ...players].join(' ')})`,
  ].join(', ');
}

export function securityHeaders(origins: SiteOrigins): SecurityHeaders {
  return {
    contentSecurityPolicy: contentSecurityPolicy(origins),
    strictTransportSecurity: { maxAgeSeconds: HSTS_SECONDS, includeSubDomains: true },
    contentTypeOptions: 'nosniff',
    frameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: permissionsPolicy(origins.embeds),
  };
}

/** The set as HTTP headers, as the local server sends them (and CloudFront writes them). */
export function headerValues(set: SecurityHeaders): Record<string, string> {
  const hsts = set.strictTransportSecurity;
  return {
    'Content-Security-Policy': set.contentSecurityPolicy,
    'Strict-Transport-Security': `max-age=${hsts.maxAgeSeconds}${hsts.includeSubDomains ? '; includeSubDomains' : ''}`,
    'X-Content-Type-Options': set.contentTypeOptions,
    'X-Frame-Options': set.frameOptions,
    'Referrer-Policy': set.referrerPolicy,
    'Permissions-Policy': set.permissionsPolicy,
  };
}
