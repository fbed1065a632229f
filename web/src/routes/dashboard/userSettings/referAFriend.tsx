import { useEffect, useRef, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { api } from '../../../api/client';
import { requireSession } from '../../../auth';
import { BackButton } from '../../../components/forms';
import { updateSession } from '../../../session';

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  const referral = await api('getUserReferralDetails', { params: { userReferralId: session.userReferralId }, request });
  // Once a friend used the code the member gets a new one.
  if (referral.id !== session.userReferralId) updateSession({ userReferralId: referral.id });
  return { referral };
}

export const COPIED_MS = 1500;

export function Component() {
  const { referral } = useLoaderData<typeof loader>();
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(referral.referralCode);
      setCopyFailed(false);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      setCopyFailed(true);
    }
  };

  return (
    <section className="page">
      <h1>Refer a Friend</h1>
      <p>Share this referral code with a family you know. It can be used once; you get a new one after that.</p>
      <div className="referral">
        <p>
          Your referral code:{' '}
          <strong className="referral-code" data-testid="referral-code">
            {referral.referralCode}
          </strong>
        </p>
        <button type="button" className="button button-primary" onClick={() => void copy()}>
          Copy
        </button>
        <span role="status" className="copied">
          {copied ? 'Copied!' : copyFailed ? 'Copy failed: please select the code and copy it.' : ''}
        </span>
      </div>
      <div className="actions">
        <BackButton />
      </div>
    </section>
  );
}
