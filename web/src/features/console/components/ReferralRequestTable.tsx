import { useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { api, type ResultOf } from '../../../lib/api/client';
import { useFailureText } from '../../discovery';
import { dayOf } from '../texts';

type ReferralRequest = ResultOf<'listReferralRequests'>['items'][number];

/**
 * The requests with their status as the server reports it, and Send a code: the server makes a
 * single-use code and mails it to the requester; the code is shown here so the volunteer can also
 * give it by phone. (Marking a request done and Decline come with a later server change: the status
 * is not changed here.)
 */
export function ReferralRequestTable({ items }: { items: ReferralRequest[] }) {
  const [sent, setSent] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [refused, setRefused] = useState('');
  const failureText = useFailureText();

  async function sendCode(r: ReferralRequest) {
    setBusy(r.id);
    setRefused('');
    setNotice('');
    try {
      const { referralCode } = await api('issueReferralCode', { body: { email: r.requesterEmailId } });
      setSent((s) => ({ ...s, [r.id]: referralCode }));
      setNotice(`Code ${referralCode} sent to ${r.requesterEmailId}.`);
    } catch (e) {
      const text = failureText(e, 'The code could not be sent. Please try again.');
      if (text) setRefused(text);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <p role="status" className="console-notice">
        {notice}
      </p>
      <p role="alert" className="console-error">
        {refused}
      </p>
      {items.length === 0 ? (
        <p>No family has asked for a referral code.</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <caption className="console-sr-only">Referral requests, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Asked on</th>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Phone</th>
                <th scope="col">Status</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {items.map((r) => {
                const name = `${r.requesterFirstName} ${r.requesterLastName}`;
                return (
                  <tr key={r.id}>
                    <td data-label="Asked on">{dayOf(r.createdDate)}</td>
                    <td data-label="Name">{name}</td>
                    <td className="console-wrap" data-label="E-mail">{r.requesterEmailId}</td>
                    <td data-label="Phone">{r.requesterPhoneNumber}</td>
                    <td data-label="Status">{r.answeredAt ? `Answered on ${dayOf(r.answeredAt)}` : 'Waiting'}</td>
                    <td data-label="Action">
                      {sent[r.id] ? (
                        <span>
                          Sent code <code>{sent[r.id]}</code>
                        </span>
                      ) : (
                        <Button
                          size="small"
                          aria-label={`Send a code to ${name}`}
                          isDisabled={busy === r.id}
                          aria-busy={busy === r.id || undefined}
                          onClick={() => void sendCode(r)}
                        >
                          Send a code
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
