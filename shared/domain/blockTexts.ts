import { blockedFamiliesTitle } from './entryTitles.js';

/** The Block this family button's and the Blocked Families page's texts, apart from blocks.ts's schemas (no zod). */
export const blockTexts = {
  button: 'Block this family',
  confirmTitle: 'Block this family?',
  confirm: 'Neither family will see the other again in search, matches, saved lists or proposals, and any pending proposal between you is withdrawn. They will not be told.',
  confirmYes: 'Yes, Block',
  blocked: 'This family is blocked. You will not see each other again.',
  listTitle: blockedFamiliesTitle,
  empty: 'You have not blocked any family.',
  unblock: 'Unblock',
  unblockConfirm: 'You may see each other again in search, matches and saved lists.',
  unblocked: 'This family is unblocked.',
} as const;
