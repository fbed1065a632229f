import { Fieldset } from '@aws-amplify/ui-react';
import { Form, redirect, useLoaderData, useParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import {
  defaultFrequencies,
  defaultNotifyFlags,
  frequencyField,
  frequencyLabels,
  mailTopicLabels,
  mailTopics,
  notifyFlagLabels,
  notifyFlagNames,
  topicFrequencies,
  type NotifyFlag,
  type NotifySettingsInput,
} from '#shared/domain/user.js';
import { familyTexts } from '#shared/texts.js';
import { Actions, BackButton, CheckboxField, SubmitButton } from '#web/components/forms';
import { Select } from '#web/components/Select';
import { api } from '#web/lib/api/client';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';
import { loadNotifySettings } from '#web/features/account/notifySettings';

const topicHints = {
  proposals: 'Proposals, reminders and answers. Sent immediately, a mail waits 10 minutes and is not sent if you saw the news on the site.',
  // The frequency and the box below both decide: say so, or 'Daily' with the box unticked reads as a promise.
  matches: `Profiles new to you that fit both ways. Sent only while '${notifyFlagLabels.emailNotifyExpectMatchedProfileFlag}' is ticked below.`,
} as const;

/** Serves both `add` and `{userNotifySettingsId}/edit`. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!params.userNotifySettingsId) {
    await requireSession(request);
    return { flags: { ...defaultNotifyFlags, ...defaultFrequencies } };
  }
  const settings = await loadNotifySettings(request);
  return { flags: settings ?? { ...defaultNotifyFlags, ...defaultFrequencies } };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireSession(request);
  const form = await request.formData();
  const flags = Object.fromEntries(notifyFlagNames.map((f) => [f, form.get(f) === 'on'])) as Record<NotifyFlag, boolean>;
  // A frequency left out (or not one of the topic's) keeps what is stored: the server decides.
  const frequencies: Record<string, string> = {};
  for (const topic of mailTopics) {
    const value = String(form.get(frequencyField[topic]) ?? '');
    if ((topicFrequencies[topic] as readonly string[]).includes(value)) frequencies[frequencyField[topic]] = value;
  }
  const body = { ...flags, ...frequencies } as NotifySettingsInput;
  let id = '0';
  try {
    const saved = params.userNotifySettingsId
      ? await api('editUserNotifySettings', { params: { userNotifySettingsId: params.userNotifySettingsId }, body, request })
      : await api('addUserNotifySettings', { body, request });
    id = saved.id;
  } catch (e) {
    if (e instanceof Response) throw e;
    console.error(e);
  }
  return redirect(paths.notifySaved(id));
}

export function Component() {
  const { flags } = useLoaderData<typeof loader>();
  const { userNotifySettingsId } = useParams();
  return (
    <section className="page">
      <h1>{userNotifySettingsId ? 'Edit Notification Settings' : 'Add Notification Settings'}</h1>
      <p>{familyTexts.ownNotifySettings}</p>
      <Form method="post" className="form">
        <Fieldset legend="How often" variation="outlined" gap="0.75rem">
          {mailTopics.map((topic) => (
            <Select
              key={topic}
              name={frequencyField[topic]}
              label={mailTopicLabels[topic]}
              hint={topicHints[topic]}
              choices={topicFrequencies[topic].map((f) => ({ value: f, label: frequencyLabels[topic][f]! }))}
              defaultValue={flags[frequencyField[topic]]}
            />
          ))}
        </Fieldset>
        <Fieldset legend="Send me these e-mails" variation="outlined" gap="0.75rem">
          {notifyFlagNames.map((flag) => (
            <CheckboxField key={flag} name={flag} label={notifyFlagLabels[flag]} defaultChecked={flags[flag]} />
          ))}
        </Fieldset>
        <Actions>
          <BackButton />
          <SubmitButton>Save</SubmitButton>
        </Actions>
      </Form>
    </section>
  );
}
