/**
 * The candidate form's FormData as the API body: the exact body the form has always sent (numbers
 * read as integers, '' kept for the required and the defaulted text, undefined for the schema's
 * optional fields so their own messages answer, the checkbox as a boolean), whatever builds it; the
 * optional Family Details and Horoscope sections as typed, '' included (clearing one clears it), and
 * each section alone for its own page.
 */
import { describe, expect, it } from 'vitest';
import { candidateBody, candidateFieldNames, sectionBody, sectionFieldNames } from '#web/features/candidate/components/formBody';
import { familyDetailsSample, horoscopeSample } from '../../sampleData.js';

function formOf(entries: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.set(name, value);
  return form;
}

const filled = {
  firstName: 'Asha', lastName: 'Mehta', email: 'asha@example.com', gender: 'Female', dobMonth: '4', dobYear: '1996',
  birthCountry: 'India', broughtUpCountry: 'Canada', religion: 'Hindu', gotra: 'Other', enteredGotra: 'Kashyap',
  heightFeet: '5', heightInch: '4', nativeLanguage: 'Gujarati', foodHabits: 'Vegetarian', drinkHabits: 'No', smokeHabits: 'No',
  marriageStatus: 'Divorced', yearsInPreviousMarriage: '1-9', numOfChildrenFromPrevMarriage: '0', education: 'Masters',
  profession: 'Architect', employerName: 'Studio', immiStatus: 'Citizen', city: 'Toronto', state: 'Ontario', country: 'Canada',
  openToRelocate: 'Yes', contactPersonName: 'Ravi Mehta', contactRelation: 'Father', contactPhoneCountryCode: '+1',
  contactPhoneNumber: '416 555 0101', candidateContactDetailsVisibilityFlag: 'on',
  ...familyDetailsSample, ...horoscopeSample,
};
const noFamilyDetails = Object.fromEntries(Object.keys(familyDetailsSample).map((k) => [k, '']));
const noHoroscope = Object.fromEntries(Object.keys(horoscopeSample).map((k) => [k, '']));

describe('candidateBody', () => {
  it('sends every field of a filled form, numbers as numbers and the checkbox as true', () => {
    expect(candidateBody(formOf(filled))).toStrictEqual({
      ...filled, dobMonth: 4, dobYear: 1996, heightFeet: 5, heightInch: 4, candidateContactDetailsVisibilityFlag: true,
    });
  });

  it("sends an empty form as '' for text, undefined for numbers and the schema's optional fields, false for the checkbox, '' for the optional sections", () => {
    expect(candidateBody(new FormData())).toStrictEqual({
      firstName: '', lastName: '', email: '', gender: '', dobMonth: undefined, dobYear: undefined, birthCountry: '',
      broughtUpCountry: '', religion: '', gotra: '', enteredGotra: undefined, heightFeet: undefined, heightInch: undefined,
      nativeLanguage: '', foodHabits: '', drinkHabits: '', smokeHabits: '', marriageStatus: '', yearsInPreviousMarriage: undefined,
      numOfChildrenFromPrevMarriage: undefined, education: '', profession: '', employerName: '', immiStatus: '', city: '',
      state: '', country: '', openToRelocate: '', contactPersonName: '', contactRelation: '', contactPhoneCountryCode: '',
      contactPhoneNumber: '', candidateContactDetailsVisibilityFlag: false, ...noFamilyDetails, ...noHoroscope,
    });
  });

  it("sends 'About our family' with its line breaks as one character each, as the counter counted them", () => {
    const body = candidateBody(formOf({ ...filled, aboutFamily: 'One line.\r\nTwo lines.\rThree.' }));
    expect(body.aboutFamily).toBe('One line.\nTwo lines.\nThree.');
  });

  it('leaves a number that is not a whole one, and anything the form does not ask, out', () => {
    const body = candidateBody(formOf({ ...filled, dobYear: '19.5', heightFeet: ' ', photo: 'x', id: 'cand-0001' }));
    expect(body.dobYear).toBeUndefined();
    expect(body.heightFeet).toBeUndefined();
    expect(Object.keys(body)).not.toContain('photo');
    expect(Object.keys(body)).not.toContain('id');
  });
});

describe('sectionBody', () => {
  it('sends exactly the fields of the section, as typed, from a form that has more', () => {
    expect(sectionBody('family', formOf(filled))).toStrictEqual(familyDetailsSample);
    expect(sectionBody('horoscope', formOf(filled))).toStrictEqual(horoscopeSample);
    expect(sectionFieldNames('horoscope')).toEqual(Object.keys(horoscopeSample));
  });

  it("sends every field of an emptied section as '', so the page clears what was removed", () => {
    expect(sectionBody('family', new FormData())).toStrictEqual(noFamilyDetails);
    expect(sectionBody('horoscope', new FormData())).toStrictEqual(noHoroscope);
  });
});

describe('candidateFieldNames', () => {
  it("are the form's fields and the height they compose, whose messages show beside the inputs", () => {
    expect([...candidateFieldNames].sort()).toEqual(
      [...Object.keys(filled), 'height'].sort(),
    );
  });
});
