/**
 * What each Lambda may do: the one declaration the stack grants from (least privilege).
 * Each entry lists exactly the AWS calls its code makes (the group's app -> services ->
 * repositories), so a compromised function can do no more than its own code could. The volunteer
 * CLI (AdminAddUserToGroup, AdminEnableUser) runs with the volunteer's own credentials and is not
 * a Lambda: no role here gets those actions.
 */
import type { UserPool } from 'aws-cdk-lib/aws-cognito';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { tableDesign } from '#functions/store/table.js';
import { PHOTO_PREFIX, UPLOAD_PREFIX } from '#functions/store/photoKeys.js';
import type { Group } from '#shared/api/routes/index.js';
import type { JobName } from './jobs.js';
import type { Mail } from './mail.js';
import { acknowledgeWildcardResources } from './nag.js';

type DynamoAction = 'GetItem' | 'BatchGetItem' | 'Query' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'BatchWriteItem';
type IndexName = (typeof tableDesign.indexes)[number]['name'];
type PhotoObjectAction = 'GetObject' | 'PutObject' | 'DeleteObject';
type CognitoAction =
  | 'AdminDisableUser' | 'AdminUserGlobalSignOut' | 'AdminGetUser' | 'AdminListGroupsForUser' | 'AdminDeleteUser'
  | 'AdminUpdateUserAttributes';

export interface FunctionPermissions {
  /** DynamoDB actions on the table itself. */
  table: readonly DynamoAction[];
  /** Indexes the function queries (dynamodb:Query on each, by name: no index wildcard). */
  indexes: readonly IndexName[];
  /** Object actions on the photo bucket under these key prefixes, and whether it may list the bucket. */
  photos?: { objects: readonly PhotoObjectAction[]; prefixes: readonly string[]; list: boolean };
  /** cognito-idp actions on the user pool (SignUp, ConfirmSignUp, ResendConfirmationCode, ForgotPassword, ConfirmForgotPassword, ChangePassword need none). */
  cognito: readonly CognitoAction[];
  /** ses:SendEmail/SendRawEmail from the site's sender address. */
  mail: boolean;
}

export const permissions: Record<Group | JobName, FunctionPermissions> = {
  // Sign-up (referral and e-mail claims, the account, its retry; Cognito's SignUp, ConfirmSignUp and
  // ResendConfirmationCode are public calls, AdminGetUser reads a user's status), password reset and change, account
  // disabling (which hides the candidate profile), notify settings, referral requests; the referral
  // code is found through gsi1. The saved list: one Query of the member's partition, BatchGet of the
  // profiles, and signed URLs of their first photos (GetObject under photos/ only).
  // Data rights: the export reads both proposal lists (gsi1, gsi2) and signs the own photos' URLs;
  // deleting the account batch-deletes the profile's partition and the member's own, removes the
  // photo prefixes (list and DeleteObject under photos/ and uploads/), finds the audit entries
  // naming the family by kind (gsi2) and by volunteer (gsi1) to anonymize them (UpdateItem), and
  // deletes the Cognito user (AdminDeleteUser: there, and the unconfirmed user of a sign-up sent again,
  // which registers it anew).
  usermgmt: {
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
    indexes: ['gsi1', 'gsi2'],
    photos: { objects: ['GetObject', 'DeleteObject'], prefixes: [UPLOAD_PREFIX, PHOTO_PREFIX], list: true },
    // AdminListGroupsForUser: the session tells a volunteer's SPA whether the pool still lists them.
    // AdminUpdateUserAttributes: Change E-mail sets the new, proved address (account/emailChange.ts).
    cognito: ['AdminGetUser', 'AdminDisableUser', 'AdminUserGlobalSignOut', 'AdminListGroupsForUser', 'AdminDeleteUser', 'AdminUpdateUserAttributes'],
    mail: true,
  },
  // Candidate profile, expectations, status reasons, public URL; deleting a profile batch-deletes its
  // partition and lists its photo prefixes. Browsers post to uploads/ with a presigned form signed
  // by this role; confirm reads the upload and writes the stripped photo under photos/. Search and
  // matched profiles read the search index, the member's Not Interested set on gsi1, and BatchGet
  // the page's profiles.
  profilemgmt: {
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem'],
    indexes: ['search', 'gsi1'],
    photos: { objects: ['GetObject', 'PutObject', 'DeleteObject'], prefixes: [UPLOAD_PREFIX, PHOTO_PREFIX], list: true },
    cognito: [],
    mail: true,
  },
  // Referral requests (listed through gsi1) and referral codes; volunteer routes re-check the
  // caller's group on the server. Moderation: listings by state (keys on gsi3, then BatchGet), a
  // listing's state change (a versioned Put), domains and categories (gsi1, Put, rename Update);
  // the audit trail is Put once (conditional) and read by month (Query), by volunteer (gsi1) and
  // by kind (gsi2). Nothing deletes: the trail cannot be rewritten. Eligibility finds profiles by
  // e-mail and URL name (GetItem) and by name (gsi1, gsi2); reports are closed with one conditional
  // UpdateItem; a report closed with 'disable' disables the family's account as its own 'disable'
  // does (AdminDisableUser, then AdminUserGlobalSignOut). Marking a family ineligible updates its
  // account, mirrors onto its profile (a versioned Put) and moves its listings (gsi1, versioned Puts).
  admin: {
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem'],
    indexes: ['gsi1', 'gsi2', 'gsi3'],
    cognito: ['AdminListGroupsForUser', 'AdminDisableUser', 'AdminUserGlobalSignOut'],
    mail: true,
  },
  // Not Interested and proposals: the view gate (which lists the member's photos and may repair the
  // photo count), the pair guard and the proposal (conditional puts and updates), the two lists on
  // gsi1 (sent) and gsi2 (received) with a BatchGet of the other families' profiles and signed URLs
  // of their first photos (GetObject under photos/ only). Blocks: two items in the members'
  // partitions, put on block and deleted on unblock (DeleteItem).
  userinteract: {
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    indexes: ['gsi1', 'gsi2'],
    photos: { objects: ['GetObject'], prefixes: [PHOTO_PREFIX], list: false },
    cognito: [],
    // The other family hears of a proposal, a reminder and an answer.
    mail: true,
  },
  // The directory: domains and categories by name on gsi1, approved and shown listings on gsi2
  // (a COUNT and a page), a member's own listings on gsi1; a new listing raises its owner's
  // counter (a conditional UpdateItem) before its PutItem; edits are versioned conditional puts;
  // an owner's delete is a conditional DeleteItem, then lowers the counter.
  // BatchGetItem: listings by id. The public page
  // re-checks its owners' accounts (GetItem) and takes a hidden owner's listings out (gsi1, Puts).
  classified: {
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem'],
    indexes: ['gsi1', 'gsi2'],
    cognito: [],
    mail: false,
  },
  // The daily digest reads the pending proposals (gsi3 only), their families' profiles
  // (BatchGet), members and their notify settings; it writes its per-member markers (a failed mail
  // deletes its marker), the job's state, and an expired proposal (one conditional update).
  reminderDigest: {
    table: ['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'DeleteItem'],
    indexes: ['gsi3'],
    cognito: [],
    mail: true,
  },
  // The weekly digest reads the search index, the profiles listed since the last run (gsi3), each
  // mailed member's Not Interested marks (gsi1) and blocks (a Query of the member's partition), and
  // writes only its markers and state.
  matchDigest: {
    table: ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'DeleteItem'],
    indexes: ['search', 'gsi1', 'gsi3'],
    cognito: [],
    mail: true,
  },
  // The held proposal mails: due ones from gsi3, the family's settings and tabs seen, the two
  // profiles; the mailOnce lease (UpdateItem) and the item's deletion once mailed or dropped.
  heldMail: {
    table: ['GetItem', 'BatchGetItem', 'UpdateItem', 'DeleteItem'],
    indexes: ['gsi3'],
    cognito: [],
    mail: true,
  },
};

/**
 * The user pool's pre-sign-up trigger (functions/triggers/preSignUp.ts): it reads the address's
 * claim item, nothing else.
 */
export const preSignUpPermissions: FunctionPermissions = { table: ['GetItem'], indexes: [], cognito: [], mail: false };

/**
 * The mail feedback handler (functions/triggers/mailFeedback.ts): it marks an address undeliverable
 * with one PutItem, and reads nothing.
 */
export const mailFeedbackPermissions: FunctionPermissions = { table: ['PutItem'], indexes: [], cognito: [], mail: false };

export interface GrantTargets {
  table: Table;
  photoBucket: Bucket;
  userPool: UserPool;
  mail: Mail;
}

/** Grants one function's role exactly what its entry declares. */
export function grantPermissions(role: IRole, p: FunctionPermissions, t: GrantTargets): void {
  const allow = (actions: string[], resources: string[]) =>
    role.addToPrincipalPolicy(new PolicyStatement({ effect: Effect.ALLOW, actions, resources }));

  if (p.table.length) allow(p.table.map((a) => `dynamodb:${a}`), [t.table.tableArn]);
  if (p.indexes.length) allow(['dynamodb:Query'], p.indexes.map((name) => `${t.table.tableArn}/index/${name}`));

  if (p.photos) {
    const { objects, prefixes, list } = p.photos;
    const objectArns = prefixes.map((prefix) => t.photoBucket.arnForObjects(`${prefix}*`));
    allow(objects.map((a) => `s3:${a}`), objectArns);
    acknowledgeWildcardResources(role, objectArns, 'Objects under a prefix: keys are made per candidate and photo at run time.');
    // Unconditioned on purpose: S3 answers HeadObject of a missing key with 404 (not 403) only to a
    // caller with ListBucket on the bucket, and a prefix condition does not apply to HEAD requests.
    if (list) allow(['s3:ListBucket'], [t.photoBucket.bucketArn]);
  }

  if (p.cognito.length) t.userPool.grant(role, ...p.cognito.map((a) => `cognito-idp:${a}`));
  if (p.mail) {
    t.mail.grantSend(role);
    acknowledgeWildcardResources(role, [t.mail.anyIdentityArn],
      'Any SES identity, only as the sender address (ses:FromAddress): sandbox recipients and a verified domain are identities too.');
  }
}

