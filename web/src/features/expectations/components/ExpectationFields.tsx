import { useState } from 'react';
import { Fieldset, TextAreaField } from '@aws-amplify/ui-react';
import { EXPECTATION_TEXT_MAX, type Expectation } from '#shared/domain/candidate.js';
import {
  ageOptions, countries, educations, foodHabitsOptions, genders, immigrationStatuses, marriageStatuses, nativeLanguages,
  professions, statesFor,
} from '#shared/domain/lists.js';
import { TextField, lines } from '../../../components/forms';
import { Select, type FieldErrors } from '../../../components/Select';
import { heightChoices } from '../expectation';

/** Every field name of the form, so FormMessages shows only messages no field shows. */
export const expectationFieldNames = [
  'gender', 'minAge', 'maxAge', 'minHeight', 'maxHeight', 'birthCountry', 'broughtUpCountry', 'nativeLanguage',
  'foodHabits', 'marriageStatus', 'education', 'profession', 'immiStatus', 'country', 'state', 'expectations',
] as const;

const text = (v: string | number | undefined) => (v === undefined ? '' : String(v));

/** An optional choice: 'Any' (empty) or one value of the list. */
function AnySelect(props: { name: string; label: string; choices: readonly (string | number | { value: number; label: string })[]; value: string | number | undefined; errors: FieldErrors }) {
  return (
    <Select
      name={props.name}
      label={props.label}
      choices={props.choices}
      required={false}
      placeholder="Any"
      defaultValue={text(props.value)}
      errors={props.errors[props.name]}
    />
  );
}

export function ExpectationFields({ initial, errors }: { initial: Expectation | null; errors: FieldErrors }) {
  const [country, setCountry] = useState(initial?.country ?? '');
  const [about, setAbout] = useState(initial?.expectations ?? '');
  const states = statesFor(country);
  const initialState = country === (initial?.country ?? '') ? (initial?.state ?? '') : '';
  const left = EXPECTATION_TEXT_MAX - about.length;
  const aboutErrors = errors.expectations ?? [];

  return (
    <>
      <Fieldset legend="The partner you are looking for" variation="outlined" gap="1rem">
        <Select name="gender" label="Gender" choices={genders} defaultValue={text(initial?.gender)} errors={errors.gender} />
        <div className="expectation-range">
          <Select name="minAge" label="Minimum Age" choices={ageOptions} defaultValue={text(initial?.minAge)} errors={errors.minAge} />
          <Select name="maxAge" label="Maximum Age" choices={ageOptions} defaultValue={text(initial?.maxAge)} errors={errors.maxAge} />
        </div>
        <div className="expectation-range">
          <AnySelect name="minHeight" label="Minimum Height" choices={heightChoices} value={initial?.minHeight} errors={errors} />
          <AnySelect name="maxHeight" label="Maximum Height" choices={heightChoices} value={initial?.maxHeight} errors={errors} />
        </div>
        <AnySelect name="birthCountry" label="Birth Country" choices={countries} value={initial?.birthCountry} errors={errors} />
        <AnySelect name="broughtUpCountry" label="Brought Up Country" choices={countries} value={initial?.broughtUpCountry} errors={errors} />
        <AnySelect name="nativeLanguage" label="Native Language" choices={nativeLanguages} value={initial?.nativeLanguage} errors={errors} />
        <AnySelect name="foodHabits" label="Food Habits" choices={foodHabitsOptions} value={initial?.foodHabits} errors={errors} />
        <AnySelect name="marriageStatus" label="Marriage Status" choices={marriageStatuses} value={initial?.marriageStatus} errors={errors} />
        <AnySelect name="education" label="Education" choices={educations} value={initial?.education} errors={errors} />
        <AnySelect name="profession" label="Profession" choices={professions} value={initial?.profession} errors={errors} />
        <AnySelect name="immiStatus" label="Immigration Status" choices={immigrationStatuses} value={initial?.immiStatus} errors={errors} />
        <Select
          name="country"
          label="Country"
          choices={countries}
          required={false}
          placeholder="Any"
          value={country}
          onChange={setCountry}
          errors={errors.country}
        />
        {states ? (
          <Select key={country} name="state" label="State" choices={states} required={false} placeholder="Any" defaultValue={initialState} errors={errors.state} />
        ) : (
          <TextField key={country} name="state" label="State" defaultValue={initialState} maxLength={60} errors={errors.state} />
        )}
      </Fieldset>
      <TextAreaField
        name="expectations"
        label="Expectations"
        rows={3}
        maxLength={EXPECTATION_TEXT_MAX}
        value={about}
        onChange={(e) => setAbout(e.target.value.slice(0, EXPECTATION_TEXT_MAX))}
        descriptiveText={<span className="char-counter">{`${left} characters left`}</span>}
        hasError={aboutErrors.length > 0}
        aria-invalid={aboutErrors.length > 0 || undefined}
        errorMessage={aboutErrors.length > 0 ? lines([...new Set(aboutErrors)]) : undefined}
      />
    </>
  );
}
