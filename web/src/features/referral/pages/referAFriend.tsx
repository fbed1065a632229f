import { useEffect, useRef, useState } from 'react';
import { Button, Flex } from '@aws-amplify/ui-react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Actions, BackButton } from '#web/components/forms';
import { api } from '#web/lib/api/client';
import { requireSession } from '#web/lib/auth';
import { updateSession } from '#web/lib/session';

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
      <Flex className="referral" wrap="wrap" alignItems="center" gap="0.75rem">
        <p>
          Your referral code:{' '}
          <strong className="referral-code" data-testid="referral-code">
            {referral.referralCode}
          </strong>
        </p>
        <Button variation="primary" onClick={() => void copy()}>
          Copy
        </Button>
        <span role="status" className="copied">
          {copied ? 'Copied!' : copyFailed ? 'Copy failed: please select the code and copy it.' : ''}
        </span>
      </Flex>
      <Actions>
        <BackButton />
      </Actions>
    </section>
  );
}
