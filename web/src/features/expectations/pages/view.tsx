import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Actions, ButtonLink } from '#web/components/forms';
import { paths } from '#web/lib/paths';
import type { Expectation } from '#shared/domain/candidate.js';
import { expectationFields, mustHaveFields, type ExpectationFieldName, type MustHaveField } from '#shared/domain/expectationFields.js';
import { AGE_CHOICE_MAX, manglikPreferences } from '#shared/domain/lists.js';
import { familyFitTexts } from '#shared/texts.js';
import { heightLabel, loadExpectation } from '#web/features/expectations/expectation';

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

/** Absent on an expectation saved before the rule existed: not in force, and the form offers it checked. */
function gotraRuleLabel(notOwnGotra: boolean | undefined): string {
  if (notOwnGotra === undefined) return `${familyFitTexts.notOwnGotraNotChosen}. ${familyFitTexts.notOwnGotraNotChosenHint}`;
  return notOwnGotra ? 'Yes (always a must-have)' : 'No';
}

/** How the view reads each field of the catalogue (a new field fails to compile until it is shown). */
const shown: Record<ExpectationFieldName, (e: Expectation) => string> = {
  gender: (e) => e.gender,
  // The top choice (45) is "45 and over": '40 years or more'.
  age: (e) => range(String(e.minAge), e.maxAge >= AGE_CHOICE_MAX ? undefined : String(e.maxAge), ' years'),
  height: (e) => range(heightLabel(e.minHeight), heightLabel(e.maxHeight)),
  birthCountry: (e) => any(e.birthCountry),
  broughtUpCountry: (e) => any(e.broughtUpCountry),
  nativeLanguage: (e) => any(e.nativeLanguage),
  foodHabits: (e) => any(e.foodHabits),
  marriageStatus: (e) => any(e.marriageStatus),
  education: (e) => any(e.education),
  profession: (e) => any(e.profession),
  immiStatus: (e) => any(e.immiStatus),
  country: (e) => any(e.country),
  state: (e) => any(e.state),
  horoscope: (e) => (e.horoscopeRequired ? 'Yes' : 'No'),
  manglik: (e) => manglikPreferences.find((m) => m.value === e.manglik)?.label ?? 'Any',
  gotra: (e) => gotraRuleLabel(e.notOwnGotra),
  expectations: (e) => e.expectations || '—',
};

const mayBeMustHave = (name: string): name is MustHaveField => (mustHaveFields as readonly string[]).includes(name);

export function Component() {
  const { candidateId, expectation: e } = useLoaderData<typeof loader>();
  // Every field in the catalogue's order, under its label (a yes/no field under its question); the
  // third item names the field's must-have (gender, age and the gotra rule always are hard limits).
  const rows: [string, string, MustHaveField?][] = e
    ? expectationFields.map((f) => ['ask' in f ? f.ask : f.label, shown[f.name](e), mayBeMustHave(f.name) ? f.name : undefined])
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
