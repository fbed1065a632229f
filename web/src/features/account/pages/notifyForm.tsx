import { Fieldset } from '@aws-amplify/ui-react';
import { Form, redirect, useLoaderData, useParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import {
  defaultNotifyFlags,
  notifyFlagLabels,
  notifyFlagNames,
  type NotifyFlag,
} from '#shared/domain/user.js';
import { Actions, BackButton, CheckboxField, SubmitButton } from '#web/components/forms';
import { api } from '#web/lib/api/client';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';
import { loadNotifySettings } from '#web/features/account/notifySettings';

/** Serves both `add` and `{userNotifySettingsId}/edit`. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  if (!params.userNotifySettingsId) {
    await requireSession(request);
    return { flags: defaultNotifyFlags };
  }
  const settings = await loadNotifySettings(request);
  return { flags: settings ?? defaultNotifyFlags };
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireSession(request);
  const form = await request.formData();
  const body = Object.fromEntries(notifyFlagNames.map((f) => [f, form.get(f) === 'on'])) as Record<NotifyFlag, boolean>;
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
      <Form method="post" className="form">
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
