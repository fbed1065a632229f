import { useId, useState } from 'react';
import { Button, Loader } from '@aws-amplify/ui-react';
import { useNavigate } from 'react-router';
import { expectationField, type ExpectationFieldName } from '#shared/domain/expectationFields.js';
import { ageOptions, maxAgeChoices, gotras, isRealGotra } from '#shared/domain/lists.js';
import { familyFitTexts } from '#shared/texts.js';
import { labelOf } from '#shared/domain/profileFields.js';
import { SEARCH_NEEDS_AN_OPTION, SEARCH_TEXT_MAX } from '#shared/domain/search.js';
import { Actions, Alert, CheckboxField, TextField } from '#web/components/forms';
import { Select, type Choice, type FieldErrors } from '#web/components/Select';
import { paths } from '#web/lib/paths';
import { queryOf, valueOf, valuesOf, type FilterKey, type RawFilter } from '#web/features/discovery/searchQuery';

/** A multi-select as a group of checkboxes in a fieldset (its legend names the group). */
function Choices({
  name,
  legend,
  options,
  chosen,
  errors = [],
}: {
  name: FilterKey;
  legend: string;
  options: readonly string[];
  chosen: readonly string[];
  errors?: readonly string[] | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset className="search-choices" aria-describedby={errors.length ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className="search-choices-list">
        {options.map((option) => (
          <CheckboxField key={option} name={name} label={option} value={option} defaultChecked={chosen.includes(option)} />
        ))}
      </div>
      {errors.length > 0 && (
        <p id={errorId} className="field-error">
          {errors.join(' ')}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The spec's search filter. Submitting puts the chosen options in the URL (the tab's loader runs
 * the search from there, so the form is filled from the URL too); with nothing chosen it alerts
 * the spec's message instead. Every option is optional: 'Any' is the empty choice.
 */
export function SearchForm({
  filter,
  errors = {},
  searching = false,
  ownGotra,
}: {
  filter: RawFilter;
  /** The member's own candidate's gotra: 'Exclude my gotra' is offered only when it names a real gotra. */
  ownGotra?: string | undefined;
  errors?: FieldErrors | undefined;
  /** A search is running (the tab's loader). */
  searching?: boolean;
}) {
  const navigate = useNavigate();
  // The spec's alert, shown beside Search (kept in view above a phone's bar), not as a browser box a phone may hide.
  const [needsOption, setNeedsOption] = useState(false);
  // A filter on an expectation field, under the field's label with its list (expectationFields.ts).
  const label = (name: ExpectationFieldName) => expectationField(name).label;
  const list = (name: ExpectationFieldName): readonly Choice[] => expectationField(name).list ?? [];
  const options = (name: ExpectationFieldName) => (expectationField(name).list ?? []).map(String);
  const select = (name: FilterKey, label: string, choices: readonly Choice[]) => (
    <Select
      name={name}
      label={label}
      choices={choices}
      placeholder="Any"
      required={false}
      defaultValue={valueOf(filter, name)}
      errors={errors[name]}
    />
  );

  return (
    <form
      className="search-form"
      aria-label="Search Profiles"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const query = queryOf(new FormData(e.currentTarget));
        // The spec's alert: a search needs at least one option.
        setNeedsOption(query.size === 0);
        if (query.size > 0) void navigate(paths.searchProfiles(query), { state: { searched: true } });
      }}
    >
      {/* The choices a family makes most, first: ages, where the candidate lives, diet, education. */}
      <div className="search-fields search-quick">
        {select('minAge', 'Minimum Age', ageOptions)}
        {select('maxAge', 'Maximum Age', maxAgeChoices)}
        {select('country', label('country'), list('country'))}
      </div>
      <Choices name="foodHabits" legend={label('foodHabits')} options={options('foodHabits')} chosen={valuesOf(filter, 'foodHabits')} errors={errors.foodHabits} />
      <Choices name="education" legend={label('education')} options={options('education')} chosen={valuesOf(filter, 'education')} errors={errors.education} />
      <h3 className="search-more-options">More options</h3>
      <div className="search-fields">
        {select('gender', label('gender'), list('gender'))}
        {select('birthCountry', label('birthCountry'), list('birthCountry'))}
        {select('broughtUpCountry', label('broughtUpCountry'), list('broughtUpCountry'))}
        {/* A gotra to look for: a search of search's own, no expectation states one. */}
        {select('gotra', labelOf('gotra'), gotras)}
        {select('marriageStatus', label('marriageStatus'), list('marriageStatus'))}
        {select('profession', label('profession'), list('profession'))}
        {select('nativeLanguage', label('nativeLanguage'), list('nativeLanguage'))}
        <TextField
          name="searchText"
          label="Search Text"
          maxLength={SEARCH_TEXT_MAX}
          defaultValue={valueOf(filter, 'searchText')}
          errors={errors.searchText}
          hints={['Words in the profile, e.g. a city']}
        />
        {/* Also shown when the URL has it on but the own gotra could not be read, so it can be unticked. */}
        {(isRealGotra(ownGotra) || valueOf(filter, 'excludeOwnGotra') === 'true') && (
          <CheckboxField
            name="excludeOwnGotra"
            value="true"
            label={isRealGotra(ownGotra) ? `${familyFitTexts.excludeOwnGotra} (${ownGotra})` : familyFitTexts.excludeOwnGotra}
            defaultChecked={valueOf(filter, 'excludeOwnGotra') === 'true'}
            errors={errors.excludeOwnGotra}
          />
        )}
      </div>
      <Choices
        name="immiStatus"
        legend={label('immiStatus')}
        options={options('immiStatus')}
        chosen={valuesOf(filter, 'immiStatus')}
        errors={errors.immiStatus}
      />
      <Actions>
        {needsOption && <Alert>{SEARCH_NEEDS_AN_OPTION}</Alert>}
        <Button type="submit" variation="primary" isDisabled={searching} aria-busy={searching || undefined} gap="0.5rem">
          {searching && <Loader aria-hidden="true" />}
          Search
        </Button>
        <Button
          type="button"
          onClick={() => {
            setNeedsOption(false);
            void navigate(paths.searchProfiles());
          }}
        >
          Clear
        </Button>
      </Actions>
    </form>
  );
}
