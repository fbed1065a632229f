import { useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { api, type ResultOf } from '#web/lib/api/client';
import { useVolunteerAction } from '#web/features/console/hooks/useVolunteerAction';
import { dayOf, sendCodeQuestion } from '#web/features/console/texts';
import { ActionNotices } from './ActionNotices';
import { ReasonDialog } from './ReasonDialog';

type ReferralRequest = ResultOf<'listReferralRequests'>['items'][number];
type Answered = Pick<ReferralRequest, 'answeredAt' | 'declinedAt' | 'declineReason'> & { code?: string };

const statusOf = (r: Answered) =>
  r.answeredAt ? `Answered on ${dayOf(r.answeredAt)}` : r.declinedAt ? `Declined on ${dayOf(r.declinedAt)}: ${r.declineReason ?? ''}` : 'Waiting';

/**
 * The requests with their status, and for a waiting one Send a code (after a question naming who
 * gets it: the server makes a single-use code, mails it to the requester and marks the request
 * answered, once) or Decline with a reason.
 * What this volunteer just did shows at once, before the reloaded list confirms it; the code sent is
 * shown so it can also be given by phone.
 */
export function ReferralRequestTable({ items }: { items: ReferralRequest[] }) {
  const [answered, setAnswered] = useState<Record<string, Answered>>({});
  const [declining, setDeclining] = useState<ReferralRequest | null>(null);
  const [sending, setSending] = useState<ReferralRequest | null>(null);
  const { busy, notice, refused, reasonErrors, clearReasonErrors, run } = useVolunteerAction();
  const nameOf = (r: ReferralRequest) => `${r.requesterFirstName} ${r.requesterLastName}`;

  const sendCode = (r: ReferralRequest) =>
    run(
      r.id,
      async () => {
        const { referralCode } = await api('sendReferralRequestCode', { params: { requestId: r.id } });
        setAnswered((a) => ({ ...a, [r.id]: { answeredAt: new Date().toISOString(), code: referralCode } }));
        return `Code ${referralCode} sent to ${r.requesterEmailId}.`;
      },
      'The code could not be sent. Please try again.',
    );

  async function decline(r: ReferralRequest, reason: string) {
    const outcome = await run(
      r.id,
      async () => {
        await api('declineReferralRequest', { params: { requestId: r.id }, body: { reason } });
        setAnswered((a) => ({ ...a, [r.id]: { declinedAt: new Date().toISOString(), declineReason: reason.trim() } }));
        return `The request of ${nameOf(r)} was declined.`;
      },
      'The request could not be declined. Please try again.',
    );
    if (outcome !== 'fixReason') setDeclining(null);
  }

  return (
    <>
      <ActionNotices notice={notice} refused={refused} />
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
                const name = nameOf(r);
                const mine = answered[r.id];
                const state = mine ?? r;
                const waiting = !state.answeredAt && !state.declinedAt;
                return (
                  <tr key={r.id}>
                    <td data-label="Asked on">{dayOf(r.createdDate)}</td>
                    <td data-label="Name">{name}</td>
                    <td className="console-wrap" data-label="E-mail">{r.requesterEmailId}</td>
                    <td data-label="Phone">{r.requesterPhoneNumber}</td>
                    <td data-label="Status">{statusOf(state)}</td>
                    <td data-label="Action">
                      {mine?.code ? (
                        <span>
                          Sent code <code>{mine.code}</code>
                        </span>
                      ) : waiting ? (
                        <div className="console-inline-actions">
                          <Button
                            size="small"
                            variation="primary"
                            aria-label={`Send a code to ${name}`}
                            isDisabled={busy === r.id}
                            aria-busy={busy === r.id || undefined}
                            onClick={() => setSending(r)}
                          >
                            Send a code
                          </Button>
                          <Button
                            size="small"
                            aria-label={`Decline the request of ${name}`}
                            isDisabled={busy === r.id}
                            onClick={() => {
                              clearReasonErrors();
                              setDeclining(r);
                            }}
                          >
                            Decline
                          </Button>
                        </div>
                      ) : (
                        '—'
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={sending !== null}
        title={sending ? sendCodeQuestion.title(nameOf(sending)) : sendCodeQuestion.confirmLabel}
        confirmLabel={sendCodeQuestion.confirmLabel}
        onConfirm={() => {
          // Closed before the call: the status saying what was sent can then take the focus.
          setSending(null);
          if (sending) void sendCode(sending);
        }}
        onCancel={() => setSending(null)}
      >
        <p>{sending ? sendCodeQuestion.body(sending.requesterEmailId) : ''}</p>
      </ConfirmDialog>
      <ReasonDialog
        open={declining !== null}
        title={declining ? `Decline the request of ${nameOf(declining)}` : 'Decline'}
        intro="The family is told kindly that no code can be sent. Say why, for the audit trail."
        confirmLabel="Decline"
        busy={busy !== null}
        errors={reasonErrors}
        onSubmit={(reason) => declining && void decline(declining, reason)}
        onCancel={() => setDeclining(null)}
      />
    </>
  );
}
