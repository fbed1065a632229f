import { describe, expect, it } from 'vitest';
import { newReferralCode } from '#functions/lib/ids.js';
import { referralCode } from '#shared/domain/user.js';

describe('referral codes', () => {
  it('are 8 unambiguous characters that the referral schema accepts', () => {
    const codes = Array.from({ length: 500 }, () => newReferralCode());
    for (const code of codes) {
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
      expect(referralCode.parse(code)).toBe(code);
    }
    expect(new Set(codes).size).toBeGreaterThan(495);
  });
});
