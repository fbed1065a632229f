import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import {
  defaultNotifyFlags,
  notifyFlagLabels,
  notifyFlagNames,
  type NotifySettings,
} from '../../../../../shared/domain/user.js';
import { api, isApiError } from '../../../api/client';
import { requireSession } from '../../../auth';
import { Actions, BackButton, ButtonLink } from '../../../components/forms';

export const notifyBase = '/dashboard/userSettings/viewNotifySetting';

/** The member's settings, or null when none are saved yet (every flag then defaults to Yes). */
export async function loadNotifySettings(request: Request): Promise<NotifySettings | null> {
  const session = await requireSession(request);
  try {
    return await api('getUserNotifySettings', { params: { userProfileId: session.id }, request });
  } catch (e) {
    if (isApiError(e) && e.status === 404) return null;
    throw e;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  return { settings: await loadNotifySettings(request) };
}

export function Component() {
  const { settings } = useLoaderData<typeof loader>();
  const flags = settings ?? defaultNotifyFlags;
  return (
    <section className="page">
      <h1>Notification Settings</h1>
      {!settings && <p>You have not saved your preferences yet; these are the defaults.</p>}
      <dl className="details notify-flags">
        {notifyFlagNames.map((flag) => (
          <div key={flag}>
            <dt>{notifyFlagLabels[flag]}</dt>
            <dd>{flags[flag] ? 'Yes' : 'No'}</dd>
          </div>
        ))}
      </dl>
      <Actions>
        <BackButton />
        {settings ? (
          <ButtonLink to={`${notifyBase}/${encodeURIComponent(settings.id)}/edit`}>Edit</ButtonLink>
        ) : (
          <ButtonLink to={`${notifyBase}/add`}>Add</ButtonLink>
        )}
      </Actions>
    </section>
  );
}
