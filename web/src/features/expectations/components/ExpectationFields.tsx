import { memo, useCallback, useState, type ReactNode } from 'react';
import { Fieldset, TextAreaField } from '@aws-amplify/ui-react';
import { EXPECTATION_TEXT_MAX, type Expectation } from '#shared/domain/candidate.js';
import {
  expectationField, expectationFields, expectationInputs, type ExpectationFieldName, type MustHaveField,
} from '#shared/domain/expectationFields.js';
import { ageOptions, maxAgeChoices, isRealGotra, statesFor } from '#shared/domain/lists.js';
import { familyFitTexts } from '#shared/texts.js';
import type { FieldChoice } from '#shared/domain/profileFields.js';
import { CheckboxField, TextField, lines } from '#web/components/forms';
import { Select, type FieldErrors } from '#web/components/Select';
import { heightChoices, isStated } from '#web/features/expectations/expectation';
import { MustHaveCheckbox } from './MustHaveCheckbox';

/** Every field name of the form, so FormMessages shows only messages no field shows. */
export const expectationFieldNames = expectationInputs;

const text = (v: string | number | undefined) => (v === undefined ? '' : String(v));

type Counted = Extract<(typeof expectationFields)[number], { match: 'counted' }>;
/** The optional fields whose value decides whether their must-have box may be checked (the box's own state keeps the horoscope's). */
type TrackedField = Exclude<Counted['inputs'][number], 'horoscopeRequired'>;
const trackedFields = expectationFields
  .flatMap((f): readonly string[] => (f.match === 'counted' ? f.inputs : []))
  .filter((input): input is TrackedField => input !== 'horoscopeRequired');
type Values = Record<TrackedField, string>;

const valuesOf = (initial: Expectation | null): Values =>
  Object.fromEntries(trackedFields.map((f) => [f, text(initial?.[f])])) as Values;

const statedIn = (values: Values, field: Exclude<MustHaveField, 'horoscope'>) =>
  field === 'height' ? isStated(values.minHeight) || isStated(values.maxHeight) : isStated(values[field]);

type Choices = readonly FieldChoice[];

/** An optional choice: 'Any' (empty) or one value of the list. */
function AnySelect(props: {
  name: TrackedField;
  label: string;
  choices: Choices;
  value: string | number | undefined;
  errors: readonly string[] | undefined;
  onValue: (field: TrackedField, value: string) => void;
}) {
  return (
    <Select
      name={props.name}
      label={props.label}
      choices={props.choices}
      required={false}
      placeholder="Any"
      defaultValue={text(props.value)}
      onChange={(value) => props.onValue(props.name, value)}
      errors={props.errors}
    />
  );
}

/** A field with its must-have box beside it. */
function WithMustHave({ children, box }: { children: ReactNode; box: ReactNode }) {
  return (
    <div className="must-have-row">
      {children}
      {box}
    </div>
  );
}

/**
 * One optional choice with its must-have box. Memoised: choosing in one field re-renders that row
 * alone, not the form's dozen long lists (the callbacks are stable).
 */
const OptionalChoice = memo(function OptionalChoice(props: {
  name: TrackedField & MustHaveField;
  label: string;
  choices: Choices;
  value: string | undefined;
  errors: readonly string[] | undefined;
  stated: boolean;
  mustHave: boolean;
  onValue: (field: TrackedField, value: string) => void;
  onMark: (field: MustHaveField, on: boolean) => void;
}) {
  return (
    <WithMustHave box={<MustHaveCheckbox field={props.name} checked={props.mustHave} stated={props.stated} onChange={props.onMark} />}>
      <AnySelect name={props.name} label={props.label} choices={props.choices} value={props.value} errors={props.errors} onValue={props.onValue} />
    </WithMustHave>
  );
});

/** The free text with its countdown; its own state, so typing re-renders nothing else. */
function ExpectationText({ initial, errors = [] }: { initial: string; errors: readonly string[] | undefined }) {
  const [about, setAbout] = useState(initial);
  const left = EXPECTATION_TEXT_MAX - about.length;
  return (
    <TextAreaField
      name="expectations"
      label={expectationField('expectations').label}
      rows={3}
      maxLength={EXPECTATION_TEXT_MAX}
      value={about}
      onChange={(e) => setAbout(e.target.value.slice(0, EXPECTATION_TEXT_MAX))}
      descriptiveText={<span className="char-counter">{`${left} characters left`}</span>}
      hasError={errors.length > 0}
      aria-invalid={errors.length > 0 || undefined}
      errorMessage={errors.length > 0 ? lines([...new Set(errors)]) : undefined}
    />
  );
}

/**
 * 'Not from our gotra', offered only when the candidate's own gotra is a real one: checked until the
 * family says otherwise (a new expectation, or one saved before the rule existed).
 */
function NotOwnGotra({ ownGotra, initial, errors }: { ownGotra: string; initial: boolean | undefined; errors: readonly string[] | undefined }) {
  return (
    <div className="gotra-rule">
      <CheckboxField
        name="notOwnGotra"
        value="true"
        label={`${expectationField('gotra').label} (${ownGotra})`}
        defaultChecked={initial ?? true}
        errors={errors}
      />
      <p className="cand-note">{familyFitTexts.notOwnGotraHint}</p>
    </div>
  );
}

export function ExpectationFields({
  initial,
  errors,
  ownGotra,
}: {
  initial: Expectation | null;
  errors: FieldErrors;
  /** The family's own candidate's gotra (undefined when it could not be read: the gotra rule is not offered). */
  ownGotra?: string | undefined;
}) {
  const [values, setValues] = useState(() => valuesOf(initial));
  const [horoscopeRequired, setHoroscopeRequired] = useState(initial?.horoscopeRequired ?? false);
  const [mustHaves, setMustHaves] = useState<ReadonlySet<MustHaveField>>(() => new Set(initial?.mustHaves ?? []));
  const { country } = values;
  const states = statesFor(country);
  const initialCountry = initial?.country ?? '';
  const storedState = initial?.state ?? '';
  const initialState = country === initialCountry ? storedState : '';

  const onValue = useCallback(
    (field: TrackedField, value: string) =>
      setValues((v) => ({
        ...v,
        [field]: value,
        // A new country starts its state afresh (the state field is re-created for it).
        ...(field === 'country' ? { state: value === initialCountry ? storedState : '' } : {}),
      })),
    [initialCountry, storedState],
  );
  const onMark = useCallback(
    (field: MustHaveField, on: boolean) =>
      setMustHaves((set) => {
        const next = new Set(set);
        if (on) next.add(field);
        else next.delete(field);
        return next;
      }),
    [],
  );
  const box = (field: MustHaveField) => (
    <MustHaveCheckbox
      field={field}
      checked={mustHaves.has(field)}
      stated={field === 'horoscope' ? horoscopeRequired : statedIn(values, field)}
      onChange={onMark}
    />
  );
  const label = (name: ExpectationFieldName) => expectationField(name).label;
  // The field's label and list as the catalogue gives them (the candidate form's, for a profile field).
  const choice = (name: TrackedField & MustHaveField & keyof Expectation) => (
    <OptionalChoice
      name={name}
      label={label(name)}
      choices={expectationField(name).list ?? []}
      value={initial?.[name]}
      errors={errors[name]}
      stated={statedIn(values, name)}
      mustHave={mustHaves.has(name)}
      onValue={onValue}
      onMark={onMark}
    />
  );

  return (
    <>
      <Fieldset legend="The partner you are looking for" variation="outlined" gap="1rem">
        <p className="must-have-note">
          Gender and age always have to fit. Mark any other expectation as a must-have to see only profiles that meet it;
          the others count toward how well a profile fits.
        </p>
        <Select
          name="gender"
          label={label('gender')}
          choices={expectationField('gender').list ?? []}
          defaultValue={text(initial?.gender)}
          errors={errors.gender}
        />
        <div className="expectation-range">
          <Select name="minAge" label="Minimum Age" choices={ageOptions} defaultValue={text(initial?.minAge)} errors={errors.minAge} />
          <Select name="maxAge" label="Maximum Age" choices={maxAgeChoices} defaultValue={text(initial?.maxAge)} errors={errors.maxAge} />
        </div>
        <WithMustHave box={box('height')}>
          <div className="expectation-range">
            <AnySelect name="minHeight" label="Minimum Height" choices={heightChoices} value={initial?.minHeight} errors={errors.minHeight} onValue={onValue} />
            <AnySelect name="maxHeight" label="Maximum Height" choices={heightChoices} value={initial?.maxHeight} errors={errors.maxHeight} onValue={onValue} />
          </div>
        </WithMustHave>
        {choice('birthCountry')}
        {choice('broughtUpCountry')}
        {choice('nativeLanguage')}
        {choice('foodHabits')}
        {choice('marriageStatus')}
        {choice('education')}
        {choice('profession')}
        {choice('immiStatus')}
        <WithMustHave box={box('country')}>
          <Select
            name="country"
            label={label('country')}
            choices={expectationField('country').list ?? []}
            required={false}
            placeholder="Any"
            value={country}
            onChange={(value) => onValue('country', value)}
            errors={errors.country}
          />
        </WithMustHave>
        <WithMustHave box={box('state')}>
          {states ? (
            <Select
              key={country}
              name="state"
              label={label('state')}
              choices={states}
              required={false}
              placeholder="Any"
              defaultValue={initialState}
              onChange={(value) => onValue('state', value)}
              errors={errors.state}
            />
          ) : (
            <TextField
              key={country}
              name="state"
              label={label('state')}
              defaultValue={initialState}
              maxLength={60}
              onChange={(e) => onValue('state', e.target.value.trim())}
              errors={errors.state}
            />
          )}
        </WithMustHave>
      </Fieldset>
      <Fieldset legend="Horoscope and gotra" variation="outlined" gap="1rem">
        <WithMustHave box={box('horoscope')}>
          <CheckboxField
            name="horoscopeRequired"
            value="true"
            label={expectationField('horoscope').ask}
            checked={horoscopeRequired}
            onChange={(e) => setHoroscopeRequired(e.target.checked)}
            errors={errors.horoscopeRequired}
          />
        </WithMustHave>
        <p className="cand-note">{familyFitTexts.horoscopeRequiredHint}</p>
        {choice('manglik')}
        {isRealGotra(ownGotra) ? (
          <NotOwnGotra ownGotra={ownGotra ?? ''} initial={initial?.notOwnGotra} errors={errors.notOwnGotra} />
        ) : (
          // The own gotra could not be read: the stored choice is sent as it is, never switched off unseen.
          // (With a gotra that names none, the rule cannot hold and the server refuses it: it goes off.)
          ownGotra === undefined && initial?.notOwnGotra && <input type="hidden" name="notOwnGotra" value="true" />
        )}
      </Fieldset>
      <ExpectationText initial={initial?.expectations ?? ''} errors={errors.expectations} />
    </>
  );
}
