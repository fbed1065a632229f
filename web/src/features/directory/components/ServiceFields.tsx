import { useState } from 'react';
import { TextAreaField } from '@aws-amplify/ui-react';
import type { Category, OwnServiceProvider, SubCategory } from '#shared/domain/classified.js';
import { Alert, TextField, messageProps } from '#web/components/forms';
import type { FieldErrors } from '#web/components/Select';
import { useSpecificCategories } from '#web/features/directory/useSpecificCategories';
import { DomainCategorySelects } from './DomainCategorySelects';

/** The form's field names: the API's, so a 422's messages land under their fields. */
export const serviceFieldNames = [
  'subCategoryId',
  'serviceProviderTitle',
  'serviceProviderSubTitle',
  'serviceProviderDescription',
  'serviceProviderContactName',
  'serviceProviderPhoneCountryCode',
  'serviceProviderPhone',
  'serviceProviderEmail',
  'serviceProviderWebsite',
] as const;

/** Every field of a listing: the domain then its specific category, then the provider's own fields. */
export function ServiceFields({
  domains,
  categories,
  initial,
  errors,
}: {
  domains: Category[];
  /** The specific categories of the initial listing's domain. */
  categories: SubCategory[];
  initial: OwnServiceProvider | null;
  errors: FieldErrors;
}) {
  const initialDomain = initial?.categoryId ?? '';
  const [domain, setDomain] = useState(initialDomain);
  const [category, setCategory] = useState(initial?.subCategoryId ?? '');
  const specific = useSpecificCategories(domain, initialDomain, categories);
  const text = (
    name: (typeof serviceFieldNames)[number], label: string,
    extra: { required?: boolean; type?: string; autoComplete?: string; hints?: string[]; newValue?: string } = {},
  ) => (
    <TextField
      name={name}
      label={label}
      defaultValue={initial ? String(initial[name as keyof OwnServiceProvider] ?? '') : (extra.newValue ?? '')}
      errors={errors[name]}
      required={extra.required ?? true}
      type={extra.type}
      autoComplete={extra.autoComplete}
      hints={extra.hints}
    />
  );
  return (
    <div className="service-fields">
      <DomainCategorySelects
        domains={domains}
        domain={domain}
        onDomain={setDomain}
        categories={specific}
        category={category}
        onCategory={setCategory}
        categoryField="subCategoryId"
        categoryErrors={errors.subCategoryId}
      />
      {specific.state === 'failed' && (
        <Alert>
          <p>The categories could not be loaded. Please try again.</p>
        </Alert>
      )}
      {text('serviceProviderTitle', 'Title')}
      {text('serviceProviderSubTitle', 'Subtitle', { required: false })}
      <TextAreaField
        name="serviceProviderDescription"
        label="Description"
        rows={5}
        isRequired
        defaultValue={initial?.serviceProviderDescription ?? ''}
        {...messageProps(errors.serviceProviderDescription ?? [], [])}
      />
      {text('serviceProviderContactName', 'Contact Person', { autoComplete: 'name' })}
      <div className="service-phone">
        {/* A new listing starts at +1, as sign-up does: most of the community lives in North America. */}
        {text('serviceProviderPhoneCountryCode', 'Country Code', { autoComplete: 'tel-country-code', hints: ['Like +1 or +91'], newValue: '+1' })}
        {text('serviceProviderPhone', 'Phone', { type: 'tel', autoComplete: 'tel-national' })}
      </div>
      {text('serviceProviderEmail', 'E-mail', { type: 'email', autoComplete: 'email' })}
      {text('serviceProviderWebsite', 'Website', { required: false, type: 'url', autoComplete: 'url', hints: ['Starts with http:// or https://'] })}
    </div>
  );
}
