import { useEffect, useRef, useState } from 'react';
import { Button, TextAreaField } from '@aws-amplify/ui-react';
import { reportReasons, trustTexts } from '#shared/domain/trust.js';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { messageProps } from '#web/components/forms';
import { Select, type FieldErrors } from '#web/components/Select';
import { api, isApiError } from '#web/lib/api/client';
import { useFailureText } from '#web/lib/useFailureText';

const DETAILS_MAX = 1000;

/**
 * 'Report this profile': a quiet button beside Block this family, opening a form dialog (reason
 * from the short list, optional details) that sends the report to the volunteers. The reason is
 * checked by the route's own schema before the call, so an empty choice shows its message under the
 * select without a request; the server's 422 messages land under their fields the same way and the
 * dialog stays open. Once sent, the dialog closes, the thanks is read out from a live region rendered
 * from the start (and takes the focus, as the button it came from is now disabled), and the button
 * reads 'Reported'. Any other refusal (the profile is gone: 404) shows in the dialog as an alert.
 */
export function ReportButton({ candidateId }: { candidateId: string }) {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refused, setRefused] = useState('');
  const [reported, setReported] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const failureText = useFailureText();

  // After the dialog's own effect has closed it (a child's effects run first), so focus stays here.
  useEffect(() => {
    if (reported) statusRef.current?.focus();
  }, [reported]);

  async function send() {
    setBusy(true);
    setErrors({});
    setRefused('');
    try {
      // The route's schema refuses an empty choice before any request, with its message for the field.
      await api('reportProfile', { body: { candidateId, reason: reason as (typeof reportReasons)[number], details } });
      setAsking(false);
      setReported(true);
    } catch (e) {
      if (isApiError(e) && e.status === 422 && e.errors) {
        setErrors(e.errors);
        // A message for no field of this form (candidateId) still needs saying.
        const other = Object.entries(e.errors).filter(([field]) => field !== 'reason' && field !== 'details');
        if (other.length > 0) setRefused(other.flatMap(([, m]) => m).join(' '));
      } else {
        const text = failureText(e, 'The report could not be sent. Please try again.');
        if (text) setRefused(text);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    // A <div>, not a <span>: it holds the <dialog>.
    <div className="save-button report-button">
      <Button size="small" isDisabled={reported} onClick={() => setAsking(true)}>
        {reported ? 'Reported' : trustTexts.reportButton}
      </Button>
      <p ref={statusRef} tabIndex={-1} role="status" className="save-message report-status">
        {reported ? trustTexts.reported : ''}
      </p>
      <ConfirmDialog
        open={asking}
        title={trustTexts.reportTitle}
        confirmLabel={trustTexts.reportSend}
        busy={busy}
        onOpen={() => {
          setReason('');
          setDetails('');
          setErrors({});
          setRefused('');
        }}
        onConfirm={() => void send()}
        onCancel={() => setAsking(false)}
      >
        <p>{trustTexts.reportIntro}</p>
        <div className="report-fields">
          <Select
            name="reason"
            label="Reason"
            placeholder="Choose a reason…"
            choices={reportReasons}
            value={reason}
            onChange={(value) => {
              setReason(value);
              // A field's message answered the old value: it goes once the member changes it.
              setErrors(({ reason: _, ...rest }) => rest);
            }}
            errors={errors.reason}
          />
          <TextAreaField
            label="Details (optional)"
            name="details"
            rows={4}
            maxLength={DETAILS_MAX}
            value={details}
            onChange={(e) => {
              setDetails(e.target.value);
              setErrors(({ details: _, ...rest }) => rest);
            }}
            {...messageProps(errors.details ?? [], [`Up to ${DETAILS_MAX} characters.`])}
          />
        </div>
        <p role="alert" className="save-message save-message--error">
          {refused}
        </p>
      </ConfirmDialog>
    </div>
  );
}
