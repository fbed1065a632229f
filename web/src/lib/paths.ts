/**
 * Every in-app URL the pages link, redirect or navigate to, in one place: a URL of the spec's route
 * table is written here once, so renaming a page is one edit. The route tree itself (app/router.tsx
 * and the features' routes.tsx) declares the matching path segments.
 */
import type { Session } from '#shared/domain/user.js';
import { DASHBOARD, MY_PROFILE, MY_SERVICES, sitePaths } from '#shared/sitePaths.js';

const enc = encodeURIComponent;

const DASHBOARD_SEARCH = `${DASHBOARD}/searchProfiles`;
const SETTINGS = '/dashboard/userSettings';
const NOTIFY_SETTINGS = `${SETTINGS}/viewNotifySetting`;
const CONSOLE = '/admin';

const candidateBase = (candidateId: string) => `${MY_PROFILE}/${enc(candidateId)}`;
const photosBase = (candidateId: string) => `${candidateBase(candidateId)}/myPhotos`;
const expectationBase = (candidateId: string) => `${candidateBase(candidateId)}/myExpectation`;

export const paths = {
  // The addresses the server's mails link too.
  ...sitePaths,
  support: '/support',
  // The directory's search rides in the query (the domain, then its specific category) so a link repeats it.
  classifiedSearch: (domain: string, category?: string) => {
    const query = new URLSearchParams({ domain });
    if (category) query.set('category', category);
    return `/classified?${query.toString()}`;
  },
  stepsInfo: '/stepsinfo',
  /** Where the home page's newsletter form leads, with its notice (stepsInfoNotices below). */
  stepsInfoAfterNewsletter: `/stepsinfo?notice=${'newsletter' satisfies keyof typeof stepsInfoNotices}`,
  requestReferral: '/requestReferral',
  requestReferralConfirm: '/requestReferralConfirm?isRequested=true',
  signUp: (userReferralId: string) => `/signup?userReferralId=${enc(userReferralId)}`,
  /** Sign-up's second page: the code mailed to the address. */
  signUpConfirm: (email: string, userReferralId?: string | null) =>
    `${sitePaths.signUpConfirm(email)}${userReferralId ? `&userReferralId=${enc(userReferralId)}` : ''}`,
  signOut: '/signout',
  forgotPasswordConfirm: (email: string) => `/forgotPassword/confirm?email=${enc(email)}`,

  newProfile: (userId: string) => `/new?uprofileid=${enc(userId)}`,
  newProfileSaved: (candidateId: string) => `/new/candProfileConfirm?candidateId=${enc(candidateId)}`,
  profileDisabledNotice: '/candProfileVisibilityNotify',
  photoMissingNotice: '/candProfilePhotoMissingNotify',
  /** A profile's printable biodata (the owner's, or a connected family's). */
  biodata: (candidateId: string) => `/biodata/${enc(candidateId)}`,

  // Search Profiles is a dashboard tab of its own URL like the others (sitePaths), so Back and a
  // reload keep it; a search's filters ride in the query so a link repeats the search.
  searchProfiles: (query?: URLSearchParams) => {
    const search = query?.toString();
    return search ? `${DASHBOARD_SEARCH}?${search}` : DASHBOARD_SEARCH;
  },
  editProfile: (candidateId: string, userId: string) => `${candidateBase(candidateId)}/edit?uprofileid=${enc(userId)}`,
  /** The optional sections' own pages. */
  familyDetails: (candidateId: string) => `${candidateBase(candidateId)}/familyDetails`,
  horoscope: (candidateId: string) => `${candidateBase(candidateId)}/horoscope`,
  changeStatus: `${MY_PROFILE}/changeCandProfileStatus`,
  statusConfirm: (statusReasonId: string) => `${MY_PROFILE}/statusConfirm?statusReasonId=${enc(statusReasonId)}`,
  myPubUrl: `${MY_PROFILE}/viewPubURL`,

  photos: photosBase,
  uploadPhotos: (candidateId: string) => `${photosBase(candidateId)}/uploadphotos`,
  photoUploaded: (candidateId: string) => `${photosBase(candidateId)}/confirmFileUpload?candidateId=${enc(candidateId)}`,

  expectation: expectationBase,
  addExpectation: (candidateId: string) => `${expectationBase(candidateId)}/add`,
  editExpectation: (candidateId: string, expectationId: string) =>
    `${expectationBase(candidateId)}/${enc(expectationId)}/edit`,
  expectationSaved: (candidateId: string, expectationId: string) =>
    `${expectationBase(candidateId)}/confirmExpectation?expectId=${enc(expectationId)}`,

  userSettings: SETTINGS,
  myUserProfile: `${SETTINGS}/myUserProfile`,
  editUserProfile: (userId: string) => `${SETTINGS}/${enc(userId)}/edit`,
  changePassword: `${SETTINGS}/changeUserPass`,
  changeEmail: `${SETTINGS}/changeEmail`,
  changeEmailConfirm: (newEmail: string) => `${SETTINGS}/changeEmail/confirm?email=${enc(newEmail)}`,
  referAFriend: `${SETTINGS}/referAFriend`,
  settingsPubUrl: `${SETTINGS}/viewPubURL`,
  blockedFamilies: `${SETTINGS}/blockedFamilies`,
  myData: `${SETTINGS}/myData`,
  deleteMyAccount: `${SETTINGS}/myData/deleteMyAccount`,
  notifySettings: NOTIFY_SETTINGS,
  addNotifySettings: `${NOTIFY_SETTINGS}/add`,
  editNotifySettings: (settingsId: string) => `${NOTIFY_SETTINGS}/${enc(settingsId)}/edit`,
  newService: `${MY_SERVICES}/new`,
  myService: (providerId: string) => `${MY_SERVICES}/${enc(providerId)}`,
  editService: (providerId: string) => `${MY_SERVICES}/${enc(providerId)}/edit`,
  notifySaved: (settingsId: string) => `${NOTIFY_SETTINGS}/confirmNotifySave?userNotifyId=${enc(settingsId)}`,

  // The volunteer console. A page's choices (a listing state, the audit trail's filters) ride in the
  // query, so Back and a reload keep them.
  console: CONSOLE,
  consoleDirectory: (state?: string) => (state ? `${CONSOLE}/directory?state=${enc(state)}` : `${CONSOLE}/directory`),
  consoleCategories: `${CONSOLE}/directory/categories`,
  consoleEligibility: (query?: string) => (query ? `${CONSOLE}/eligibility?q=${enc(query)}` : `${CONSOLE}/eligibility`),
  consoleReports: (state?: 'open' | 'closed') => (state === 'closed' ? `${sitePaths.consoleReports}?state=closed` : sitePaths.consoleReports),
  consoleAccount: (userId: string) => `${CONSOLE}/accounts/${enc(userId)}`,
  consoleAuditTrail: (query?: URLSearchParams) => {
    const search = query?.toString();
    return search ? `${CONSOLE}/auditTrail?${search}` : `${CONSOLE}/auditTrail`;
  },
} as const;

/** Any origin: `from` must resolve against it to itself, whatever site the SPA is served from. */
const probeOrigin = 'https://from.check.invalid';

/**
 * A `from` value is used only when it is a path on this site (never an open redirect), checked here
 * on its own rather than trusting the router to refuse it: browsers drop tabs and line breaks from
 * URLs and read `\\` as `/`, so `/\t/host`, `//host` and `/\\host` all lead to another host. Any
 * control character, space or backslash refuses it, and so does anything that does not resolve to
 * a path of the same origin (absolute URLs, `javascript:`), and so do dot segments (also as `%2e`)
 * and a resolved path starting `//`. Answers the path as resolved.
 */
export function safeFrom(from: string | null | undefined): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//')) return null;
  if (/[\u0000-\u0020\u007f\\]/.test(from)) return null;
  // Dot segments are refused outright: the path is rebuilt after `new URL` resolves them, so
  // `/.//host` or `/a/..//host` would come out as `//host`, another host.
  const pathPart = from.split(/[?#]/, 1)[0] ?? '';
  if (/(^|\/)\.{1,2}(\/|$)/.test(pathPart) || /%2e/i.test(pathPart)) return null;
  let url: URL;
  try {
    url = new URL(from, probeOrigin);
  } catch {
    return null;
  }
  if (url.origin !== probeOrigin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith('//') || path.includes('\\')) return null;
  if (path.startsWith(paths.signIn) || path.startsWith(paths.signOut)) return null;
  return path;
}

/**
 * The sign-in page, coming back to `from` afterwards when that is a path on this site; `notice`:
 * the sign-in page's one-off notice (the account feature's texts) saying why the member is there.
 */
export function signinPath(from?: string | null, notice?: string): string {
  const safe = safeFrom(from);
  const query = [safe ? `from=${enc(safe)}` : '', notice ? `notice=${enc(notice)}` : ''].filter(Boolean).join('&');
  return query ? `${paths.signIn}?${query}` : paths.signIn;
}

/** Where a freshly signed-in member goes, in the spec's order. */
export function afterSignInPath(session: Session, from?: string | null): string {
  if (!session.candidateId) return paths.newProfile(session.id);
  if (!session.candidateProfileVisibilityFlag) return paths.profileDisabledNotice;
  if (!session.candidateProfilePhotoFlag) return paths.photoMissingNotice;
  return safeFrom(from) ?? paths.dashboard;
}

/**
 * What the page of the steps to join says when the home page's newsletter form led there: the
 * newsletter goes to member families, so the typed address is not kept (the spec's Subscribe only links on).
 */
export const stepsInfoNotices = {
  newsletter: 'The newsletter goes to member families. Once your family has joined, choose it under User Settings, Notification Settings.',
} as const;
