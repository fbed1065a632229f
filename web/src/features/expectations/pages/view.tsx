import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Actions, ButtonLink } from '#web/components/forms';
import { paths } from '#web/lib/paths';
import type { MustHaveField } from '#shared/domain/matching.js';
import { AGE_CHOICE_MAX, manglikPreferences } from '#shared/domain/lists.js';
import { labelOf } from '#shared/domain/profileFields.js';
import { familyFitTexts } from '#shared/texts.js';
import { heightLabel, loadExpectation } from '#web/features/expectations/expectation';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const candidateId = params.candidateId ?? '';
  return { candidateId, expectation: await loadExpectation(request, candidateId) };
}

const any = (v: string | undefined) => v || 'Any';

/** The optional fields stated as one value each, under the labels the profile gives them. */
const statedFields = [
  'birthCountry', 'broughtUpCountry', 'nativeLanguage', 'foodHabits', 'marriageStatus', 'education', 'profession', 'immiStatus',
  'country', 'state',
] as const;

function range(min: string | undefined, max: string | undefined, unit = ''): string {
  if (min && max) return `${min} to ${max}${unit}`;
  if (min) return `${min}${unit} or more`;
  if (max) return `up to ${max}${unit}`;
  return 'Any';
}

/** Absent on an expectation saved before the rule existed: not in force, and the form offers it checked. */
function gotraRuleLabel(notOwnGotra: boolean | undefined): string {
  if (notOwnGotra === undefined) return `${familyFitTexts.notOwnGotraNotChosen}. ${familyFitTexts.notOwnGotraNotChosenHint}`;
  return notOwnGotra ? 'Yes (always a must-have)' : 'No';
}

export function Component() {
  const { candidateId, expectation: e } = useLoaderData<typeof loader>();
  // The third item names the field's must-have; gender and age are always hard limits.
  const rows: [string, string, MustHaveField?][] = e
    ? [
        ['Gender', e.gender],
        // The top choice (45) is "45 and over": '40 years or more'.
        ['Age', range(String(e.minAge), e.maxAge >= AGE_CHOICE_MAX ? undefined : String(e.maxAge), ' years')],
        ['Height', range(heightLabel(e.minHeight), heightLabel(e.maxHeight)), 'height'],
        ...statedFields.map((f): [string, string, MustHaveField] => [labelOf(f), any(e[f]), f]),
        [familyFitTexts.horoscopeRequired, e.horoscopeRequired ? 'Yes' : 'No', 'horoscope'],
        ['Manglik', manglikPreferences.find((m) => m.value === e.manglik)?.label ?? 'Any', 'manglik'],
        [familyFitTexts.notOwnGotra, gotraRuleLabel(e.notOwnGotra)],
        ['Expectations', e.expectations || '—'],
      ]
    : [];
  const mustHaves = new Set(e?.mustHaves ?? []);
  return (
    <section className="page">
      <h1>My Expectation</h1>
      {e ? (
        <>
          <dl className="details expectation-details">
            {rows.map(([term, value, field]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>
                  {value}
                  {field && mustHaves.has(field) && <span className="must-have-tag"> (must-have)</span>}
                </dd>
              </div>
            ))}
          </dl>
          <p className="cand-note">
            Gender and age always have to fit; a must-have has to be met too, and the rest count toward the fit.
          </p>
        </>
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
