/**
 * Amplify Auth, configured once from the runtime config. Only loaded (dynamic import) by code paths
 * that need Cognito, so the entry bundle does not carry it.
 */
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { getConfig, type AppConfig } from '#web/lib/config';

let configured: Promise<AppConfig> | undefined;

export function ensureConfigured(): Promise<AppConfig> {
  configured ??= getConfig()
    .then((config) => {
      Amplify.configure({
        Auth: {
          Cognito: {
            userPoolId: config.userPoolId,
            userPoolClientId: config.userPoolClientId,
            ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
          },
        },
      });
      return config;
    })
    .catch((e: unknown) => {
      configured = undefined;
      throw e;
    });
  return configured;
}

/** The current access token (Amplify refreshes an expired one itself), or null when signed out. */
export async function accessToken(): Promise<string | null> {
  await ensureConfigured();
  try {
    const session = await fetchAuthSession();
    return session.tokens?.accessToken.toString() ?? null;
  } catch {
    return null;
  }
}

/** Signs in with Cognito; a stale Amplify sign-in is dropped first. */
export async function cognitoSignIn(email: string, password: string) {
  const config = await ensureConfigured();
  const attempt = () => signIn({ username: email, password, options: { authFlowType: config.authFlowType } });
  try {
    return await attempt();
  } catch (e) {
    if (e instanceof Error && e.name === 'UserAlreadyAuthenticatedException') {
      await signOut().catch(() => undefined);
      return attempt();
    }
    throw e;
  }
}

/** Local sign-out: forgets the tokens in this browser. */
export async function cognitoSignOut(): Promise<void> {
  await ensureConfigured();
  await signOut().catch(() => undefined);
}
