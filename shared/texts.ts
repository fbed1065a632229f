import { errorPageTexts } from './errorPageTexts.js';
import { memberName } from './domain/memberActs.js';

/** User-facing texts quoted from the product specification. Keep them word for word. */
export const texts = {
  emailInvalid: 'Email Id Not Valid',
  passwordRecommendation: 'Recommended Password at least 6 characters long!',
  passwordMismatch: 'Password is not matching!',
  referralInvalid: 'Referral Code is not valid or already used it',
  emailTaken: 'Use with the same email Id already exists!',
  userSaveFailed: "Couldn't save the profile!",
  signInIncorrect: 'Incorrect Email and Password! Try Again!',
  signInFailed: 'Error in authenticating the user!',
  requestSaveFailed: 'There is an issue to save your request',
  passwordResetFailed: "Your password didn't reset successfully. Try Again!",
  passwordChangeFailed: 'Error in changing the password!',
  notifySaved: 'Your Notification Preferences are updated successfully!',
  updateFailed: 'There is an error in updating it',
  ...errorPageTexts,
  tagline: 'Match, Marriage, and More for forever...!',
  required: 'This field is required',
  // Not from the spec: messages for checks the spec does not describe.
  passwordSpaces: 'Password must not begin or end with a space',
  referralRequestCooldown:
    'We already have a referral code request for this e-mail. Our volunteers will answer it; you can ask again in an hour.',
  resetRequested:
    'If an account exists for this e-mail, we have sent a code to reset your password. Please check your mail.',
  // Sign-up confirms the address with a mailed code; the answers never tell whether it has an account.
  signupCodeSent: 'We sent a confirmation code to your e-mail. Enter it to finish signing up.',
  signupCodeResent: 'If a sign-up is waiting for this e-mail, we have sent it a new confirmation code.',
  signupCodeWrong: 'That code is not right. Enter the code from the latest e-mail we sent.',
  signupCodeExpired: 'This code has expired. Ask for a new code.',
  signupCodeTooManyTries: 'Too many wrong codes. Ask for a new code and enter that one.',
  signupCodeCooldown: 'We sent a code a moment ago. Please wait a minute before asking for another.',
  // Every code mailed to an address counts against its limits, whatever asked for it (codeLimits in functions/repositories).
  codeMailsToday: 'We have sent this e-mail as many codes as we may today. Please try again tomorrow.',
  codeTriesToday: 'Too many codes were tried for this e-mail today. Please try again tomorrow.',
  // A code held by a sign-up that waits for its e-mail code: its family is told where to finish, not that the code is spent.
  referralHeld:
    'This referral code is waiting for a sign-up to be confirmed with the code we e-mailed. If the sign-up is yours, '
    + 'finish it in the browser where you started it, with the code from that e-mail. If it is not finished within 24 hours, the referral code can be used again.',
} as const;

/** Why a member may not view other profiles (shared/domain/viewGate.ts); the last three are the spec's. */
export const viewGateTexts = {
  noProfile: 'Please create your candidate profile first.',
  disabled: "Your candidate profile is disabled, so you can't see other's profiles. Please first enable your candidate profile.",
  noPhoto: 'Your candidate photo(s) are not uploaded. Please upload at least one photo.',
  ineligible: 'You are not eligible to view profiles. Please contact support.',
} as const;
/** The dashboard's own words where its tabs would be (the spec quotes it apart from the search gate's). */
export const dashboardIneligible = 'You are not eligible to view profiles. Please contact support for more information.';

/** Not from the spec: the optional Family Details and Horoscope sections of the profile. */
export const profileSectionTexts = {
  familyOptional:
    "Optional: share what you wish about the family. Parents' names are shown in part to other members, and in full once a proposal between your families is accepted.",
  horoscopeOptional:
    'Optional: rashi, nakshatra and manglik are shown to members; the time and place of birth only once a proposal between your families is accepted.',
  familyInvite: 'Other families like to know the family: parents, brothers and sisters, native place. Add them when you are ready.',
  horoscopeInvite: 'If your family follows horoscopes, add the rashi, nakshatra, manglik and the time and place of birth.',
  charactersLeft: (left: number) => `${left} characters left`,
  pasteCut: (max: number) => `The pasted text was longer: only what fits in ${max} characters was kept`,
} as const;

/** Not from the spec: the banner of a family whose address SES reported undeliverable (a hard bounce or a complaint). */
export const undeliverableMailText = (address: string) => `We could not deliver mail to ${address}: check your address in User Settings`;

/** Not from the spec: Change E-mail under User Settings, confirmed by a code mailed to the new address. */
export const emailChangeTexts = {
  title: 'Change E-mail',
  intro: 'Type the new e-mail address. We will mail a code to it; the address changes once you enter that code.',
  codeSent: (address: string) => `We sent a code to ${address}. Enter it here to change your e-mail. The code works for one hour.`,
  sameAddress: 'This is already your e-mail address.',
  codeWrong: 'That code is not right. Enter the code from the latest e-mail we sent.',
  codeExpired: 'This code has expired. Ask for a new code.',
  codeTooManyTries: 'Too many wrong codes. Ask for a new code and enter that one.',
  nothingWaiting: 'No change of e-mail is waiting. Ask for a new code.',
  changed: (address: string) => `Your e-mail is changed to ${address}. Sign in with it from now on.`,
  codeMailSubject: 'Your rishta code to change your e-mail',
  noticeMailSubject: 'Your rishta e-mail address was changed',
  /** To the owner of an address a member asked to move to: the answer to the member is the same as for a free address. */
  takenMailSubject: 'Someone asked to use your e-mail on rishta',
} as const;

/** Not from the spec: why a family may not propose or remind again yet; `day` as `dayName` writes it. */
export const proposalPaceTexts = {
  proposeAgainOn: (day: string) => `Your last proposal to this family has ended. You can propose to this family again on ${day}.`,
  remindAgainOn: (day: string) => `This family has had three reminders from you in the last 30 days. You can remind them again on ${day}.`,
} as const;

/** Who sees which photo (Manage Photos), and photo requests. */
export const photoAccessTexts = {
  settingLegend: 'Who sees your photos',
  choices: {
    all: 'Every member sees all photos',
    first: 'Members see the first photo; the rest after we accept a proposal or approve their request',
    none: 'Members see no photo until we accept a proposal or approve their request',
  },
  saved: 'Your choice of who sees your photos is saved.',
  onRequest: 'Photos on request',
  requestPhotos: 'Request Photos',
  requested: 'Requested',
  notNow: 'not now',
  requestSent: 'Your request for photos is sent. The family will decide.',
  alreadyRequested: 'You have asked this family for photos in the last 30 days.',
  nothingHeldBack: 'This family shows you all its photos already.',
  listTitle: 'Photo Requests',
  listEmpty: 'No family has asked for your photos yet.',
  approve: 'Approve',
  decline: 'Decline',
  withdraw: 'Withdraw Approval',
  approved: 'Approved: they see all your photos.',
  declined: 'Declined.',
  withdrawn: 'Approval withdrawn.',
  notPending: 'This request has already been answered.',
  statusLabels: { pending: 'Waiting for your answer', approved: 'Approved', declined: 'Declined', withdrawn: 'Approval withdrawn' },
  requesterHidden: 'A family whose profile is not shown now',
  notApproved: 'This request is not approved.',
  mailSubject: 'A family asks to see your photos',
  mailText: (name: string) =>
    `A family asks to see all photos of ${name}.\n\nYou can approve or decline under My Candidate Profile > Photo Requests. `
    + 'If you decline, they are told only "not now".',
} as const;

/** The printable biodata and the owner's completeness guide. */
export const biodataTexts = {
  printBiodata: 'Print Biodata',
  print: 'Print',
  saveAsPdf: "To send the biodata as a file (on WhatsApp or by e-mail), press Share biodata: a phone offers its apps, a computer saves the PDF. Or press Print and choose 'Save as PDF' as the printer.",
  shareBiodata: 'Share biodata',
  makingPdf: 'Making the PDF…',
  pdfShared: 'The biodata was handed to the app you chose.',
  pdfDownloaded: (fileName: string) => `The biodata is saved in your downloads as ${fileName}.`,
  pdfFailed: "We couldn't make the PDF. Please try again, or press Print and choose 'Save as PDF'.",
  notConnected: "A family's biodata can be printed by the family itself, and by another family once a proposal between them is accepted.",
  notFound: "We didn't find this profile.",
  completenessTitle: 'Profile completeness',
  completeText: (score: number) => `${score}% complete`,
  completenessIntro: 'Families answer complete profiles more often. Still missing:',
} as const;

/** The expectation's horoscope, manglik and gotra rule. */
/** An expectation save refused because another member of the family saved it meanwhile (the page then shows the newer version). */
export const expectationsEditedMeanwhile = (by: { firstName: string; relation?: string | undefined } | undefined) =>
  `These expectations were changed${by ? ` by ${memberName(by)}` : ''} while you were editing. Here is the newer version — please make your change again.`;

export const familyFitTexts = {
  notOwnGotra: 'Not from our gotra',
  notOwnGotraNeedsGotra: "'Not from our gotra' needs your candidate's own gotra: choose it in the candidate profile first.",
  notOwnGotraHint: 'Profiles of your gotra never appear in your Matched list, and yours never appears in theirs.',
  // An expectation saved before the rule existed: off for matching, offered checked on its next edit.
  notOwnGotraNotChosen: 'Not chosen yet',
  notOwnGotraNotChosenHint: 'Until you choose, profiles of your gotra can appear in your Matched list. Edit the expectation to choose.',
  horoscopeRequired: 'Horoscope details required',
  horoscopeRequiredHint: 'The other profile has given its rashi, nakshatra and manglik (Yes, No or Partial).',
  excludeOwnGotra: 'Exclude my gotra',
} as const;

/** A search without an age range uses the member's expectation's ages, else a window around their own age. */
export const searchAgesTexts = {
  fromExpectation: (minAge: number, maxAge: number) => `Ages ${minAge}–${maxAge}, from your expectations.`,
  fromOwnAge: (minAge: number, maxAge: number) =>
    `Ages ${minAge}–${maxAge}, around your candidate's age (you have not saved expectations yet).`,
  change: 'Change ages',
} as const;

/** Family Members: the people of one family, each with their own sign-in. */
export const familyTexts = {
  pageTitle: 'Family Members',
  intro: 'Everyone you invite signs in with their own e-mail and password and sees the same candidate profile, proposals and saved list.',
  tooMany: (max: number) => `A family can have at most ${max} members, counting pending invitations. Withdraw an invitation or remove a member first.`,
  invited: (email: string) => `We sent an invitation to ${email}. The link works for 7 days.`,
  inviteBusy: 'Someone in your family is sending an invitation right now. Please try again in a moment.',
  alreadyMember: 'This person is already a member of your family or has a pending invitation.',
  withdrawn: 'The invitation is withdrawn.',
  sentAgain: (email: string) => `We sent a new invitation link to ${email}. The earlier link no longer works.`,
  sendAgainCooldown: 'We sent this invitation less than an hour ago. Please wait before sending it again.',
  /** A new invitation to an address mailed within the hour (withdrawn and invited again, for one). */
  inviteCooldown: 'We mailed an invitation to this address less than an hour ago. You can invite it again an hour after that mail.',
  withdrawQuestion: 'Withdraw the invitation?',
  withdrawWhat: (email: string) => `The link mailed to ${email} stops working. We mail an address at most once an hour, so inviting it again has to wait until an hour after the last mail.`,
  invitationGone: 'This invitation is no longer pending.',
  removed: (name: string) => `${name} is removed from your family and signed out.`,
  removeSelf: 'To leave the family yourself, use Leave the family.',
  memberGone: 'This person is not a member of your family.',
  left: 'You have left the family.',
  lastMember: 'You are the only member of this family, so you cannot leave it. If you want to stop using rishta, you can delete the family instead: this removes its profile and everything with it.',
  leaveBusy: 'Someone in your family is changing its members right now. Please try again in a moment.',
  /** Family Members names the family's contact person (the one a family's own records name; the longest-standing member when theirs leaves). */
  contactPerson: (name: string) => `${name} is your family's contact person.`,
  contactPersonYou: "You are your family's contact person.",
  contactPersonWhy: 'When the contact person leaves the family, the member who has been in it longest becomes the contact person.',
  contactMoved: (name: string) => `${name} is now your family's contact person.`,
  linkStates: {
    expired: 'This invitation has expired. Please ask your family for a new one.',
    withdrawn: 'This invitation was withdrawn. Please ask your family for a new one.',
    used: 'This invitation has already been used. Sign in, or ask your family for a new one.',
  },
  invitedHeading: (familyFirstName: string) => `${familyFirstName} invites you to join your family on rishta`,
  notFounder: "Only your family's contact person can do this (Family Members says who it is). You can leave the family from Family Members.",
  deleteFamilyLink: 'Delete the family',
  /** User Settings → Notifications: each person of the family chooses their own. */
  ownNotifySettings: 'These are your own settings. Each member of your family chooses their own, and your mail comes to the address you sign in with.',
} as const;
