import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Actions, ButtonLink } from '../../../components/forms';
import { paths } from '../../../lib/paths';
import { heightLabel, loadExpectation } from '../expectation';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const candidateId = params.candidateId ?? '';
  return { candidateId, expectation: await loadExpectation(request, candidateId) };
}

const any = (v: string | undefined) => v || 'Any';

function range(min: string | undefined, max: string | undefined, unit = ''): string {
  if (min && max) return `${min} to ${max}${unit}`;
  if (min) return `${min}${unit} or more`;
  if (max) return `up to ${max}${unit}`;
  return 'Any';
}

export function Component() {
  const { candidateId, expectation: e } = useLoaderData<typeof loader>();
  const rows: [string, string][] = e
    ? [
        ['Gender', e.gender],
        ['Age', range(String(e.minAge), String(e.maxAge), ' years')],
        ['Height', range(heightLabel(e.minHeight), heightLabel(e.maxHeight))],
        ['Birth Country', any(e.birthCountry)],
        ['Brought Up Country', any(e.broughtUpCountry)],
        ['Native Language', any(e.nativeLanguage)],
        ['Food Habits', any(e.foodHabits)],
        ['Marriage Status', any(e.marriageStatus)],
        ['Education', any(e.education)],
        ['Profession', any(e.profession)],
        ['Immigration Status', any(e.immiStatus)],
        ['Country', any(e.country)],
        ['State', any(e.state)],
        ['Expectations', e.expectations || '—'],
      ]
    : [];
  return (
    <section className="page">
      <h1>My Expectation</h1>
      {e ? (
        <dl className="details expectation-details">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>No expectation is added yet.</p>
      )}
      <Actions>
        <ButtonLink to={paths.myProfile} variant="secondary">
          Back
        </ButtonLink>
        {e ? (
          <ButtonLink to={paths.editExpectation(candidateId, e.id)}>Edit</ButtonLink>
        ) : (
          <ButtonLink to={paths.addExpectation(candidateId)}>Add</ButtonLink>
        )}
      </Actions>
    </section>
  );
}
