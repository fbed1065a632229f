/**
 * Members: who a member is (user record, e-mail claims and changes, code limits,
 * notification settings, undeliverable addresses, public URL claims) and the audit log every floor
 * above writes to. It knows no profile, no referral and no proposal.
 *
 * This index is what other modules may use of this one; a module never imports another's files
 * directly (.dependency-cruiser.cjs). Services are in this folder, their stored records in entities/.
 */
export { recordAudit } from './audit.js';
export { auditKeys, findAuditEntries, redactAuditEntry } from './entities/audit.js';
export { claim, completeClaim, releaseClaim } from './entities/claims.js';
export type { ClaimRule } from './entities/claims.js';
export { takeCodeMail, takeCodeTry } from './entities/codeLimits.js';
export type { MailRefusal } from './entities/codeLimits.js';
export { countEmailChangeAttempt, deleteEmailChange, getEmailChange, markEmailChangeDone, putEmailChange } from './entities/emailChanges.js';
export type { EmailChangeRecord } from './entities/emailChanges.js';
export { claimEmail, claimEmailForAccount, countConfirmAttempt, deleteEmailClaim, findUserIdByEmail, getEmailClaim, isWaitingSignup, resetConfirmAttempts, setEmailOwner, setPendingSub } from './entities/emailClaims.js';
export type { EmailClaimRecord } from './entities/emailClaims.js';
export {
  deleteNotifySettings, getNotifySettings, putNotifySettings, setMailFrequency, setNotifyFields, turnOffNotifyFlag,
} from './entities/notifySettings.js';
export { claimPublicUrl, findPublicUrl, releasePublicUrl } from './entities/publicUrls.js';
export { clearUndeliverable, markUndeliverable, undeliverableReason } from './entities/undeliverable.js';
export { clearCandidateId, deleteUser, findSignupClaimOfUser, getAccountStates, getUser, listUserPartitionKeys, markDeleting, moveContactPerson, moveUserReferral, putSignupUser, releaseDeletionMail, setCandidateId, setTokensValidAfter, setUserEligibility, setUserStatus, takeDeletionMail, updateUser, userEntity, userKeys } from './entities/users.js';
export type { UserRecord } from './entities/users.js';
