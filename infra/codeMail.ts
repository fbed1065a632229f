/**
 * The mail of every code Cognito sends (Cognito fills in `{####}`): the stack gives it to the user
 * pool (auth.ts) and the local Cognito sends the same words (local/cognito.ts). Apart from both so
 * that the local stack loads no CDK.
 */
export const codeMail = {
  subject: 'Your rishta verification code',
  // One wording for every code Cognito mails (sign-up, Change E-mail, password reset): it cannot
  // tell them apart without a custom-message trigger, so it says what to do if nobody asked.
  body: 'Your rishta verification code is {####}. Enter it on the page that asked for it. If you did not ask for a code, you can ignore this mail: nothing changes without it.',
};
