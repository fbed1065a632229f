import { randomInt, randomUUID } from 'node:crypto';

export const newId = () => randomUUID();
export const now = () => new Date().toISOString();

// Letters and digits that cannot be mistaken for each other when read aloud or copied by hand.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function newReferralCode(length = 8): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
