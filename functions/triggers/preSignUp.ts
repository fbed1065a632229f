/**
 * The user pool's pre-sign-up trigger. Self sign-up is on only so that the API can use Cognito's
 * own confirmation code (SignUp, ConfirmSignUp); the SPA's client id is public, so without this
 * check anybody could register a user past the referral code. A sign-up is admitted only when the
 * address's claim is a sign-up waiting for its code, and the client metadata names that claim's
 * owner token (only the API, after holding a referral code, made both). The local stack runs this
 * same handler before cognito-local's SignUp (infra/local/cognito.ts).
 */
import { logger } from '../lib/logger.js';
import { getEmailClaim, isWaitingSignup } from '../members/index.js';

export interface PreSignUpEvent {
  triggerSource: string;
  request: { userAttributes: Record<string, string>; clientMetadata?: Record<string, string> };
  response: Record<string, unknown>;
}

const refusedSignUp = 'Sign-up needs a referral code: please use the sign-up page.';

export async function handler(event: PreSignUpEvent): Promise<PreSignUpEvent> {
  // Users the API creates itself (AdminCreateUser) are not this trigger's business.
  if (event.triggerSource !== 'PreSignUp_SignUp') return event;
  const email = event.request.userAttributes.email ?? '';
  const claimId = event.request.clientMetadata?.signupClaimId;
  let admitted: boolean;
  try {
    admitted = Boolean(email && claimId) && isWaitingSignup(await getEmailClaim(email), claimId!);
  } catch (error) {
    // The claim could not be read (DynamoDB): logged with the source-mapped stack the logger gives, then refused.
    logger.error('Pre-sign-up could not read the e-mail claim', { error });
    throw error;
  }
  if (!admitted) {
    // No address is logged: a refusal is a sign-up attempt past the referral code, counted by its reason.
    logger.warn('Pre-sign-up refused', { reason: !email ? 'no email' : !claimId ? 'no claim id' : 'no waiting claim' });
    throw new Error(refusedSignUp);
  }
  return event;
}
