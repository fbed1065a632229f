import { useSearchParams } from 'react-router';
import { texts } from '../../../../../shared/texts.js';
import { ButtonLink } from '../../../components/forms';
import { notifyBase } from './notifyView';

export function Component() {
  const [params] = useSearchParams();
  const id = params.get('userNotifyId');
  const saved = Boolean(id) && id !== '0';
  return (
    <section className="page">
      <h1>Notification Settings</h1>
      {saved ? (
        <p role="status" className="alert alert-success">{texts.notifySaved}</p>
      ) : (
        <p role="alert" className="alert alert-error">{texts.updateFailed}</p>
      )}
      <div className="actions">
        <ButtonLink to={saved ? `${notifyBase}/${encodeURIComponent(id ?? '')}/edit` : notifyBase}>
          Edit Notify Settings
        </ButtonLink>
        <ButtonLink to={notifyBase} variant="secondary">
          Manage Notify Settings
        </ButtonLink>
      </div>
    </section>
  );
}
