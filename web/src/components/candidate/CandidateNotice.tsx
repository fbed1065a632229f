import { useSearchParams } from 'react-router';
import { Alert } from '../forms';

/** One-off notices of the candidate profile pages, carried in `?notice=` by a redirect. */
export const candidateNotices = {
  candidateUpdated: 'Your candidate profile is updated successfully!',
  candidateDeleted: 'Your candidate profile is deleted, with its photos, expectations and shared profile URL.',
} as const;
export type CandidateNoticeKey = keyof typeof candidateNotices;

export const withCandidateNotice = (path: string, notice: CandidateNoticeKey) =>
  `${path}${path.includes('?') ? '&' : '?'}notice=${notice}`;

export function CandidateNotice() {
  const [params] = useSearchParams();
  const key = params.get('notice');
  if (!key || !Object.hasOwn(candidateNotices, key)) return null;
  return <Alert kind="success">{candidateNotices[key as CandidateNoticeKey]}</Alert>;
}
