/**
 * Family Members: the people who sign in to this family and who its contact person is, its pending
 * invitations (withdraw, send again), the invitation form, and Remove / Leave (each after a
 * confirmation). Everyone listed sees the same candidate profile, proposals and saved list; each
 * signs in with their own address. The only member left cannot leave: the page offers deleting the family instead.
 */
import { useEffect, useRef, useState } from 'react';
import { Form, Link, redirect, useActionData, useLoaderData, useNavigation, useSubmit, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { familyRelations, type FamilyMemberView, type FamilyRelation, type InvitationView } from '#shared/domain/family.js';
import { familyTexts as t, texts } from '#shared/texts.js';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { Button } from '#web/components/plainControls';
import { Actions, Alert, FormMessages, SubmitButton, TextField, formText } from '#web/components/forms';
import { Select } from '#web/components/Select';
import { api, isApiError } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { requireSession, signOutLocally } from '#web/lib/auth';
import { paths } from '#web/lib/paths';
import { spelledDay } from '#web/lib/spelledDates';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireSession(request);
  return api('getFamilyMembers', { request });
}

type Result = FormResult & { intent?: string };

/** The server's own words for a refusal that is not a field's (the family is full, an invitation gone, the hour's limit). */
function refusal(e: unknown, intent: string): Result {
  if (isApiError(e) && [403, 404, 409, 410, 429].includes(e.status) && e.message) return { intent, message: e.message };
  return { intent, ...failure(e, { fallback: texts.updateFailed }) };
}

export async function action({ request }: ActionFunctionArgs): Promise<Result | Response> {
  await requireSession(request);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  try {
    if (intent === 'invite') {
      const { message } = await api('inviteFamilyMember', {
        body: { firstName: formText(form, 'firstName'), lastName: formText(form, 'lastName'), relation: formText(form, 'relation') as FamilyRelation, email: formText(form, 'email').trim() },
        request,
      });
      return { intent, ok: true, message };
    }
    const id = formText(form, 'id');
    if (intent === 'withdraw') return { intent, ok: true, ...(await api('withdrawFamilyInvitation', { params: { invitationId: id }, request })) };
    if (intent === 'resend') return { intent, ok: true, message: (await api('resendFamilyInvitation', { params: { invitationId: id }, request })).message };
    if (intent === 'remove') return { intent, ok: true, ...(await api('removeFamilyMember', { params: { memberId: id }, request })) };
    if (intent === 'leave') {
      await api('leaveFamily', { request });
      await signOutLocally();
      return redirect(paths.home);
    }
  } catch (e) {
    return refusal(e, intent);
  }
  return { intent, message: texts.updateFailed };
}

const relationLabel = (m: FamilyMemberView) => m.relation ?? (m.founder ? 'Signed up the family' : '');

export function Component() {
  const { members, invitations, max } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submit = useSubmit();
  const busy = useNavigation().state !== 'idle';
  const [asking, setAsking] = useState<{ intent: 'remove' | 'leave'; member: FamilyMemberView } | undefined>();
  const [withdrawing, setWithdrawing] = useState<InvitationView | undefined>();
  const me = members.find((m) => m.you);
  const contact = members.find((m) => m.contact);
  const alone = members.length === 1;
  const full = members.length + invitations.length >= max;
  const inviteResult = result?.intent === 'invite' ? result : undefined;
  const otherResult = result && result.intent !== 'invite' ? result : undefined;
  // Send again, Remove, Leave, Withdraw answer at the top of the page: the focus goes to the answer.
  const otherRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (otherResult?.message) otherRef.current?.focus();
  }, [otherResult]);

  return (
    <section className="page page-narrow family-members">
      <h1>{t.pageTitle}</h1>
      <p>{t.intro}</p>
      {otherResult?.message && (
        <div ref={otherRef} tabIndex={-1}>
          <Alert kind={otherResult.ok ? 'success' : 'error'}>{otherResult.message}</Alert>
        </div>
      )}

      <h2>Members</h2>
      {contact && (
        <p className="family-contact">
          {contact.you ? t.contactPersonYou : t.contactPerson(`${contact.firstName} ${contact.lastName}`)} {t.contactPersonWhy}
        </p>
      )}
      <ul className="family-list">
        {members.map((m) => (
          <li key={m.id}>
            <p className="family-name">
              {m.firstName} {m.lastName}
              {m.you && ' (you)'}
              {m.contact && ' · contact person'}
            </p>
            <p className="family-about">
              {relationLabel(m) && <span>{relationLabel(m)} · </span>}
              <span className="address">{m.email}</span>
            </p>
            {!m.you && (
              <Button size="small" colorTheme="error" onClick={() => setAsking({ intent: 'remove', member: m })}>
                Remove<span className="amplify-visually-hidden"> {m.firstName} {m.lastName}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>

      {invitations.length > 0 && (
        <>
          <h2>Pending invitations</h2>
          <ul className="family-list">
            {invitations.map((i: InvitationView) => (
              <li key={i.id}>
                <p className="family-name">
                  {i.firstName} {i.lastName}
                </p>
                <p className="family-about">
                  {i.relation} · <span className="address">{i.email}</span> · link valid until {spelledDay(i.expiresAt)}
                </p>
                <Form method="post" className="family-actions">
                  <input type="hidden" name="id" value={i.id} />
                  <Button size="small" type="submit" name="intent" value="resend" isDisabled={busy}>
                    Send again<span className="amplify-visually-hidden"> to {i.email}</span>
                  </Button>
                  <Button size="small" isDisabled={busy} onClick={() => setWithdrawing(i)}>
                    Withdraw<span className="amplify-visually-hidden"> the invitation of {i.email}</span>
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
        </>
      )}

      <h2>Invite a family member</h2>
      {full ? (
        <p>{t.tooMany(max)}</p>
      ) : (
        <Form method="post" className="form" noValidate key={inviteResult?.ok ? inviteResult.message : 'invite'}>
          {inviteResult?.ok && <Alert kind="success">{inviteResult.message}</Alert>}
          {!inviteResult?.ok && <FormMessages result={inviteResult} fields={['firstName', 'lastName', 'relation', 'email']} />}
          <TextField name="firstName" label="First Name" autoComplete="off" required errors={inviteResult?.errors?.firstName} />
          <TextField name="lastName" label="Last Name" autoComplete="off" required errors={inviteResult?.errors?.lastName} />
          <Select name="relation" label="Relation to the candidate" choices={familyRelations} errors={inviteResult?.errors?.relation} />
          <TextField name="email" label="Email" type="email" autoComplete="off" required errors={inviteResult?.errors?.email} />
          <Actions>
            <SubmitButton name="intent" value="invite">
              Send Invitation
            </SubmitButton>
          </Actions>
        </Form>
      )}

      {me && (
        <>
          <h2>Leave the family</h2>
          {alone ? (
            <>
              <p>{t.lastMember}</p>
              <p>
                <Link to={paths.deleteMyAccount}>{t.deleteFamilyLink}</Link>
              </p>
            </>
          ) : (
            <>
              <p>
                You stop signing in to this family. Your family can invite you again.
                {me.contact && ' The member who has been in the family longest becomes its contact person.'}
              </p>
              <Button colorTheme="error" onClick={() => setAsking({ intent: 'leave', member: me })}>
                Leave the family
              </Button>
            </>
          )}
        </>
      )}

      <ConfirmDialog
        open={asking !== undefined}
        title={asking?.intent === 'leave' ? 'Leave the family?' : `Remove ${asking?.member.firstName ?? ''}?`}
        confirmLabel={asking?.intent === 'leave' ? 'Leave' : 'Remove'}
        danger
        busy={busy}
        onCancel={() => setAsking(undefined)}
        onConfirm={() => {
          if (!asking) return;
          submit({ intent: asking.intent, id: asking.member.id }, { method: 'post' });
          setAsking(undefined);
        }}
      >
        <p>
          {asking?.intent === 'leave'
            ? 'You will be signed out everywhere and will no longer see this family.'
            : `${asking?.member.firstName ?? ''} will be signed out everywhere at once and will no longer see this family. We will tell them by e-mail.`}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={withdrawing !== undefined}
        title={t.withdrawQuestion}
        confirmLabel="Withdraw"
        busy={busy}
        onCancel={() => setWithdrawing(undefined)}
        onConfirm={() => {
          if (!withdrawing) return;
          submit({ intent: 'withdraw', id: withdrawing.id }, { method: 'post' });
          setWithdrawing(undefined);
        }}
      >
        <p>{withdrawing ? t.withdrawWhat(withdrawing.email) : ''}</p>
      </ConfirmDialog>
    </section>
  );
}
