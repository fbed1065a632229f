import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import {
  defaultFrequencies, defaultNotifyFlags, frequencyField, frequencyLabels, isDigestFlag, mailTopicLabels, mailTopics, notifyFlagLabels, notifyFlagNames,
  topicOfFlag, type MailTopic, type NotifyFlag,
} from '#shared/domain/user.js';
import { familyTexts } from '#shared/texts.js';
import { Actions, BackButton, ButtonLink } from '#web/components/forms';
import { paths } from '#web/lib/paths';
import { loadNotifySettings } from '#web/features/account/notifySettings';

export async function loader({ request }: LoaderFunctionArgs) {
  return { settings: await loadNotifySettings(request) };
}

export function Component() {
  const { settings } = useLoaderData<typeof loader>();
  const flags = settings ?? { ...defaultNotifyFlags, ...defaultFrequencies };
  // A digest's box and its topic's frequency both decide: a ticked box under 'Never' sends nothing, and says so.
  const flagText = (flag: NotifyFlag) => {
    if (!flags[flag]) return 'No';
    const topic = isDigestFlag(flag) ? topicOfFlag(flag) : undefined;
    return topic && flags[frequencyField[topic]] === 'never' ? `Yes, but none are sent while '${mailTopicLabels[topic]}' is Never` : 'Yes';
  };
  // And the other way: new matched profiles come only while their box is ticked, whatever the frequency.
  const topicText = (topic: MailTopic) => {
    const often = frequencyLabels[topic][flags[frequencyField[topic]]];
    const gate: NotifyFlag = 'emailNotifyExpectMatchedProfileFlag';
    return topic === 'matches' && flags[frequencyField[topic]] !== 'never' && !flags[gate] ? `${often}, but none are sent while '${notifyFlagLabels[gate]}' is No` : often;
  };
  return (
    <section className="page">
      <h1>Notification Settings</h1>
      <p>{familyTexts.ownNotifySettings}</p>
      {!settings && <p>You have not saved your preferences yet; these are the defaults.</p>}
      <dl className="details notify-flags">
        {mailTopics.map((topic) => (
          <div key={topic}>
            <dt>{mailTopicLabels[topic]}</dt>
            <dd>{topicText(topic)}</dd>
          </div>
        ))}
        {notifyFlagNames.map((flag) => (
          <div key={flag}>
            <dt>{notifyFlagLabels[flag]}</dt>
            <dd>{flagText(flag)}</dd>
          </div>
        ))}
      </dl>
      <Actions>
        <BackButton />
        {settings ? (
          <ButtonLink to={paths.editNotifySettings(settings.id)}>Edit</ButtonLink>
        ) : (
          <ButtonLink to={paths.addNotifySettings}>Add</ButtonLink>
        )}
      </Actions>
    </section>
  );
}
