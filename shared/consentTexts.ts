/**
 * Words a family reads before it adds a candidate profile. The spec quotes the legacy app's
 * placeholders here ('Modal title', 'I will not close if you click outside me…', 'disclaimar',
 * 'visiblity'); families see these real words instead (docs/copy.md lists each departure).
 */
export const disclaimerTexts = {
  title: 'Before you add a profile',
  body: [
    'rishta is run by community volunteers. The profile you add here, with its photos, is seen by the other member families looking for a match, and by anyone you send its shared link to.',
    'Please add only what is true, and only with the agreement of the person the profile is for. The volunteers do not check every detail: each family makes its own enquiries before it says yes to a proposal.',
    'You can change who sees the photos, disable the profile or delete it at any time.',
  ],
  choose: 'Choose Agree to go on to the form, or Close to stop here.',
  declined: 'You need to agree to the disclaimer before you upload a profile.',
  agreeCheckbox: 'I agree with disclaimers and profile visibility on the internet',
} as const;
