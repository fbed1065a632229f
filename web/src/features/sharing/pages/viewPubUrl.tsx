import { useEffect, useRef, useState } from 'react';
import { Button, Flex } from '@aws-amplify/ui-react';
import { useActionData, useLoaderData, useSearchParams, useSubmit, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { Actions, Alert, BackButton, ButtonLink, FormMessages, buttonLook, useSubmitting } from '#web/components/forms';
import { api } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { requireSession } from '#web/lib/auth';
import { NoCandidateProfile, loadPubUrl, sharedLink } from '#web/features/sharing/components/pubUrl';

export async function loader({ request }: LoaderFunctionArgs) {
  return loadPubUrl(request);
}

export async function action({ request }: ActionFunctionArgs): Promise<FormResult> {
  const session = await requireSession(request);
  const form = await request.formData();
  if (form.get('intent') !== 'stop' || !session.candidateId) return { message: 'Unknown request.' };
  try {
    await api('deletePubURL', { params: { candidateId: session.candidateId }, request });
    return { ok: true, message: 'Your profile is not shared any more.' };
  } catch (e) {
    return failure(e, { fallback: 'Sharing could not be stopped. Please try again.' });
  }
}

const COPIED_MS = 1500;

function CopyLink({ link }: { link: string }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(null), COPIED_MS);
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Flex className="shared-url" wrap="wrap" alignItems="center" gap="0.75rem">
      <p>
        Your profile is shared at{' '}
        <a href={link} className="shared-url-link" data-testid="shared-url">
          {link}
        </a>
      </p>
      <Button variation="primary" onClick={() => void copy()} aria-label="Copy the shared URL">
        Copy
      </Button>
      <span role="status" className="copied">
        {copied === 'yes' ? 'Copied!' : copied === 'failed' ? 'Copy failed: please select the link and copy it.' : ''}
      </span>
    </Flex>
  );
}

export function Component() {
  const { base, userId, candidateId, publicUrl } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  const submit = useSubmit();
  const submitting = useSubmitting();
  const [confirming, setConfirming] = useState(false);
  const editLink = `${base}/editPubURL${publicUrl ? `?uPubURL=${encodeURIComponent(publicUrl)}` : ''}`;

  return (
    <section className="page">
      <h1>Shared Profile URL</h1>
      {!candidateId ? (
        <NoCandidateProfile userId={userId} />
      ) : (
        <>
          {search.get('saved') && publicUrl && !result && <Alert kind="success">Your shared profile URL is saved.</Alert>}
          <FormMessages result={result} />
          {publicUrl ? (
            <>
              <CopyLink link={sharedLink(publicUrl)} />
              <p>
                Anyone with this link can see the candidate profile without signing in, with the contact person&apos;s name and
                phone in full (the last name, e-mail and employer partly starred, as members see them).
              </p>
            </>
          ) : (
            // Just stopped: the notice above says so, not 'not shared yet' beside it.
            !result?.ok && <p>Your profile is not shared yet.</p>
          )}
          <Actions>
            <BackButton />
            <ButtonLink to={editLink}>Edit Shared URL</ButtonLink>
            {publicUrl && (
              <Button {...buttonLook('danger')} isDisabled={submitting} aria-busy={submitting || undefined} onClick={() => setConfirming(true)}>
                Stop Sharing
              </Button>
            )}
          </Actions>
          <ConfirmDialog
            open={confirming}
            title="Stop sharing?"
            confirmLabel="Stop Sharing"
            danger
            onConfirm={() => {
              setConfirming(false);
              void submit({ intent: 'stop' }, { method: 'post' });
            }}
            onCancel={() => setConfirming(false)}
          >
            <p>Are you sure to stop sharing your profile? The link will stop working.</p>
          </ConfirmDialog>
        </>
      )}
    </section>
  );
}
