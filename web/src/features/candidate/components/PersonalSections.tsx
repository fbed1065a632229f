/** The candidate form's first sections: who the candidate is, and their background and habits. */
import { useState } from 'react';
import { Fieldset } from '@aws-amplify/ui-react';
import {
  GOTRA_OTHER, MARRIAGE_DIVORCED, birthYears, childrenOptions, countries, dobMonths, drinkHabitsOptions,
  foodHabitsRegistration, genders, gotras, heightFeetOptions, heightInchOptions, marriageStatuses, nativeLanguages,
  religions, smokeHabitsOptions, yearsInPreviousMarriageOptions,
} from '#shared/domain/lists.js';
import { TextField } from '../../../components/forms';
import { Select } from '../../../components/Select';
import { withCurrent, type SectionProps } from './formSection';

export function AboutSection({ initial, errors }: SectionProps) {
  return (
    <Fieldset legend="About the Candidate" variation="outlined" className="cand-section">
      <div className="cand-grid">
        <TextField name="firstName" label="First Name" autoComplete="off" defaultValue={initial.firstName} required errors={errors.firstName} />
        <TextField name="lastName" label="Last Name" autoComplete="off" defaultValue={initial.lastName} required errors={errors.lastName} />
        <TextField name="email" label="Email" type="email" autoComplete="off" defaultValue={initial.email} required errors={errors.email} />
        <Select name="gender" label="Gender" choices={genders} defaultValue={initial.gender} errors={errors.gender} />
        <Select
          name="dobMonth"
          label="Birth Month"
          choices={dobMonths}
          defaultValue={initial.dobMonth}
          errors={errors.dobMonth}
        />
        <Select name="dobYear" label="Birth Year" choices={birthYears()} defaultValue={initial.dobYear} errors={errors.dobYear} />
        <Select
          name="heightFeet"
          label="Height (feet)"
          choices={heightFeetOptions}
          defaultValue={initial.heightFeet}
          errors={errors.heightFeet}
        />
        <Select
          name="heightInch"
          label="Height (inches)"
          choices={heightInchOptions}
          defaultValue={initial.heightInch}
          errors={errors.heightInch}
        />
        <Select
          name="birthCountry"
          label="Birth Country"
          choices={countries}
          defaultValue={initial.birthCountry}
          errors={errors.birthCountry}
        />
        <Select
          name="broughtUpCountry"
          label="Brought Up Country"
          choices={countries}
          defaultValue={initial.broughtUpCountry}
          errors={errors.broughtUpCountry}
        />
      </div>
    </Fieldset>
  );
}

export function BackgroundSection({ initial, errors }: SectionProps) {
  const [gotra, setGotra] = useState(initial.gotra ?? '');
  const [marriage, setMarriage] = useState(initial.marriageStatus ?? '');
  return (
    <Fieldset legend="Background and Habits" variation="outlined" className="cand-section">
      <div className="cand-grid">
        <Select name="religion" label="Religion" choices={religions} defaultValue={initial.religion} errors={errors.religion} />
        <Select name="gotra" label="Gotra" choices={gotras} value={gotra} onChange={setGotra} errors={errors.gotra} />
        {gotra === GOTRA_OTHER && (
          <TextField
            name="enteredGotra"
            label="Enter Gotra"
            autoComplete="off"
            defaultValue={initial.enteredGotra}
            required
            errors={errors.enteredGotra}
          />
        )}
        <Select
          name="nativeLanguage"
          label="Native Language"
          choices={nativeLanguages}
          defaultValue={initial.nativeLanguage}
          errors={errors.nativeLanguage}
        />
        <Select
          name="foodHabits"
          label="Food Habits"
          choices={withCurrent(foodHabitsRegistration, initial.foodHabits)}
          defaultValue={initial.foodHabits}
          errors={errors.foodHabits}
        />
        <Select
          name="drinkHabits"
          label="Drink Habits"
          choices={drinkHabitsOptions}
          defaultValue={initial.drinkHabits}
          errors={errors.drinkHabits}
        />
        <Select
          name="smokeHabits"
          label="Smoke Habits"
          choices={smokeHabitsOptions}
          defaultValue={initial.smokeHabits}
          errors={errors.smokeHabits}
        />
        <Select
          name="marriageStatus"
          label="Marriage Status"
          choices={marriageStatuses}
          value={marriage}
          onChange={setMarriage}
          errors={errors.marriageStatus}
        />
        {marriage === MARRIAGE_DIVORCED && (
          <>
            <Select
              name="yearsInPreviousMarriage"
              label="Years in Previous Marriage"
              choices={yearsInPreviousMarriageOptions}
              defaultValue={initial.yearsInPreviousMarriage}
              errors={errors.yearsInPreviousMarriage}
            />
            <Select
              name="numOfChildrenFromPrevMarriage"
              label="Number of Children from Previous Marriage"
              choices={childrenOptions}
              defaultValue={initial.numOfChildrenFromPrevMarriage}
              errors={errors.numOfChildrenFromPrevMarriage}
            />
          </>
        )}
      </div>
    </Fieldset>
  );
}
