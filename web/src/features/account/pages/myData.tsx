/**
 * User Settings → My Data: 'Download My Data' (one JSON file of everything the product holds about
 * the account, fetched when asked, handed to the browser as a file) and the way to 'Delete My
 * Account and Everything'.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Loader } from '@aws-amplify/ui-react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { dataRightsTexts } from '#shared/domain/dataRights.js';
import { Actions, Alert, ButtonLink } from '#web/components/forms';
import { api } from '#web/lib/api/client';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';
import { useFailureText } from '#web/lib/useFailureText';

export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  return { userProfileId: session.id };
}

/** Hands a document to the browser as a download (an object URL on a link the browser clicks). */
function saveAsFile(document: unknown, fileName: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }));
  const link = window.document.createElement('a');
  link.href = url;
  link.download = fileName;
  window.document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function Component() {
  const { userProfileId } = useLoaderData<typeof loader>();
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const [failedText, setFailedText] = useState('');
  const failureText = useFailureText();
  const answerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state === 'done' || state === 'failed') answerRef.current?.focus();
  }, [state]);

  const download = async () => {
    setState('busy');
    try {
      saveAsFile(await api('exportMyData', { params: { userProfileId } }), dataRightsTexts.downloadFileName);
      setState('done');
    } catch (e) {
      // A session ended elsewhere goes to sign-in (null), as every other action does.
      const text = failureText(e, 'Your data could not be prepared. Please try again.');
      if (text === null) return;
      setFailedText(text);
      setState('failed');
    }
  };

  return (
    <section className="page">
      <h1>My Data</h1>
      <h2>{dataRightsTexts.downloadTitle}</h2>
      <p>
        One file (JSON) with everything rishta holds about your account: your user profile and notification settings, your
        candidate profile with its expectations, photos and status reasons, your saved list, the proposals you sent and
        received, the photo requests, the families you blocked, your service listings, the reports you sent, your family's
        members and pending invitations, and what they did in the last 90 days. Other families appear only as
        you see them on the site. {dataRightsTexts.photoLinks}
      </p>
      {/* The answer takes the focus: the button, disabled while the file was made, has lost it. */}
      <div ref={answerRef} tabIndex={-1}>
        {state === 'done' && <Alert kind="success">Your file {dataRightsTexts.downloadFileName} is downloaded.</Alert>}
        {state === 'failed' && <Alert>{failedText}</Alert>}
      </div>
      <Actions>
        <Button variation="primary" onClick={() => void download()} isDisabled={state === 'busy'} aria-busy={state === 'busy' || undefined} gap="0.5rem">
          {state === 'busy' && <Loader aria-hidden="true" />}
          {state === 'busy' ? 'Preparing your file…' : dataRightsTexts.downloadTitle}
        </Button>
      </Actions>
      <h2>{dataRightsTexts.deleteTitle}</h2>
      <p>Remove your account, your candidate profile, its photos and everything else for good.</p>
      <Actions>
        <ButtonLink to={paths.deleteMyAccount} variant="secondary">
          {dataRightsTexts.deleteTitle}…
        </ButtonLink>
      </Actions>
    </section>
  );
}
