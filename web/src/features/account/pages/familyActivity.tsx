/**
 * Family Activity: what the family's members did in the last days (proposals, photo requests,
 * blocks), newest first, each with who, what, to whom and when. Only this family sees it.
 */
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { ActivityList } from '#shared/domain/familyActivity.js';
import { activitySentence } from '#shared/domain/memberActs.js';
import { api } from '#web/lib/api/client';
import { requireSession } from '#web/lib/auth';
import { spelledDay } from '#web/lib/spelledDates';

export async function loader({ request }: LoaderFunctionArgs): Promise<ActivityList> {
  const session = await requireSession(request);
  return api('getFamilyActivity', { params: { userId: session.id }, request });
}

export function Component() {
  const { items, days, more } = useLoaderData<typeof loader>();
  return (
    <section className="page">
      <h1>Family Activity</h1>
      <p>
        What your family did in the last {days} days, newest first: proposals, photo requests and blocks, and who of you did each.
        Only your family sees this list.
      </p>
      {items.length === 0 ? (
        <p>Nothing yet: when someone in your family proposes, answers a proposal, asks to see photos or blocks a family, it is listed here.</p>
      ) : (
        <ul className="activity-list" aria-label="Family Activity">
          {items.map((a) => (
            <li key={a.id}>
              <p className="activity-what">{activitySentence(a, a.whom)}</p>
              <p className="cand-note">
                <time dateTime={a.at}>{spelledDay(a.at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {more && <p>Only the newest {items.length} are shown.</p>}
    </section>
  );
}
