/**
 * The family's short lock: a conditional put (its `ttl` ends a lock whose holder crashed) held
 * while the family's members are counted and changed. Two members inviting at the same moment
 * cannot both take the fourth place; two members leaving at the same moment cannot both go and
 * leave the family with nobody. The emulator has no transactions to do either in one write.
 */
import { randomBytes } from 'node:crypto';
import { conflict } from '../lib/errors.js';
import { releaseCooldown, takeCooldown } from '../store/cooldowns.js';

const LOCK_SECONDS = 30;

/** Runs `work` under the family's lock; 409 with `busy` when someone in the family holds it. */
export async function withFamilyLock<T>(familyId: string, busy: string, work: () => Promise<T>): Promise<T> {
  const lock = `lock-${familyId}`;
  const holder = randomBytes(16).toString('base64url');
  if (!(await takeCooldown('familyInvitation', lock, LOCK_SECONDS, holder))) throw conflict(busy);
  try {
    return await work();
  } finally {
    await releaseCooldown('familyInvitation', lock, holder);
  }
}
