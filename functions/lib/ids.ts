import { createHash, randomInt, randomUUID } from 'node:crypto';

export const newId = () => randomUUID();
export const now = () => new Date().toISOString();

/**
 * An id derived from its parts, shaped like a UUID: the same parts always name the same item, so a
 * repeated request writes the same key and a conditional put makes it idempotent.
 */
export function stableId(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

// Letters and digits that cannot be mistaken for each other when read aloud or copied by hand.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newReferralCode(length = 8): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
