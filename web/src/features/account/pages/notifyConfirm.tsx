import { useSearchParams } from 'react-router';
import { texts } from '#shared/texts.js';
import { Actions, Alert, ButtonLink } from '#web/components/forms';
import { paths } from '#web/lib/paths';

export function Component() {
  const [params] = useSearchParams();
  const id = params.get('userNotifyId');
  const saved = Boolean(id) && id !== '0';
  return (
    <section className="page">
      <h1>Notification Settings</h1>
      {saved ? (
        <Alert kind="success">{texts.notifySaved}</Alert>
      ) : (
        <Alert kind="error">{texts.updateFailed}</Alert>
      )}
      <Actions>
        <ButtonLink to={saved ? paths.editNotifySettings(id ?? '') : paths.notifySettings}>
          Edit Notify Settings
        </ButtonLink>
        <ButtonLink to={paths.notifySettings} variant="secondary">
          Manage Notify Settings
        </ButtonLink>
      </Actions>
    </section>
  );
}
