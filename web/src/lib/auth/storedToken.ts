/**
 * Amplify's own stored access token, read without loading Amplify (its TokenStore's localStorage
 * keys), when it is good for at least another minute: a page load of a signed-in member then asks
 * the API at once, and Amplify (37 kB gzip) loads only to refresh, sign in or sign out. Anything
 * else answers null and Amplify decides.
 */
const PREFIX = 'CognitoIdentityServiceProvider';
/** Amplify's own margin for "about to expire", so the fast path never hands out a token it would refresh. */
const MARGIN_MS = 60_000;

function expiresAt(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

export function storedAccessToken(userPoolClientId: string, now = Date.now()): string | null {
  const keys = `${PREFIX}.${userPoolClientId}`;
  const user = localStorage.getItem(`${keys}.LastAuthUser`);
  if (!user) return null;
  const token = localStorage.getItem(`${keys}.${user}.accessToken`);
  if (!token) return null;
  // As Amplify's isTokenExpired: the server's clock is ours plus the drift it recorded at sign-in.
  const drift = Number(localStorage.getItem(`${keys}.${user}.clockDrift`)) || 0;
  const expiry = expiresAt(token);
  return expiry !== null && now + drift + MARGIN_MS < expiry ? token : null;
}
