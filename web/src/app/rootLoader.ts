import { readSession, type Session } from '#web/lib/session';

export interface RootData {
  session: Session | null;
}

/** The root route loads the stored session: the navbar's signed-in state. */
export function rootLoader(): RootData {
  return { session: readSession() };
}
