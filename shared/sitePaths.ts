/**
 * The SPA's addresses that both sides write: the pages link them, and the server's mails link
 * them too. Each is written here once, so renaming a page is still one edit (web/src/lib/paths.ts
 * builds the rest of the site's addresses on these). Paths only: the server puts its site's origin
 * in front (functions/lib/mailLayout.ts `siteUrl`).
 */
const enc = encodeURIComponent;

export const DASHBOARD = '/dashboard';
export const MY_PROFILE = `${DASHBOARD}/myCandidateProfile`;
export const MY_SERVICES = `${DASHBOARD}/myServices`;

export const sitePaths = {
  home: '/',
  classified: '/classified',
  referralCode: '/referralcode',
  signIn: '/signin',
  forgotPassword: '/forgotPassword',
  /** Sign-up's second page: the code mailed to the address (only the browser that signed up can finish there). */
  signUpConfirm: (email: string) => `/signupConfirm?email=${enc(email)}`,
  shared: (publicUrl: string) => `/shared/${enc(publicUrl)}`,
  /** A family's invitation link: its page tells who invites, then offers the short sign-up. */
  invitation: (token: string) => `/invitation/${enc(token)}`,

  dashboard: DASHBOARD,
  // The dashboard's tabs (Matched Profiles is the dashboard itself).
  matchedProfiles: DASHBOARD,
  /** A profile's Candidate Details opened at once on the Matched tab (a digest mail's link). */
  matchedProfile: (candidateId: string) => `${DASHBOARD}?profile=${enc(candidateId)}`,
  savedProfiles: `${DASHBOARD}/savedProfiles`,
  myProposals: `${DASHBOARD}/myProposals`,
  receivedProposals: `${DASHBOARD}/receivedProposals`,
  myProfile: MY_PROFILE,
  photoRequests: `${MY_PROFILE}/photoRequests`,
  myServices: MY_SERVICES,
  familyMembers: '/dashboard/userSettings/familyMembers',
  familyActivity: '/dashboard/userSettings/familyActivity',
  /** The volunteers' queue of referral requests (their mail about a new one links it). */
  consoleReferralRequests: '/admin/referralRequests',
  /** The volunteers' open reports (their mail about a new one links it). */
  consoleReports: '/admin/reports',

  // The pages a digest mail's signed links open without signing in: they ask before they write.
  unsubscribe: (token: string) => `/unsubscribe?token=${enc(token)}`,
  mailFrequency: (token: string) => `/mailFrequency?token=${enc(token)}`,
} as const;
