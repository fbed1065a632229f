import type { ChangeEvent } from 'react';
import { SelectField } from '@aws-amplify/ui-react';
import { messageProps } from './forms';

/** A choice as a select shows it: a bare value, or a value with its label ('Open to All' → 'Chain Smokers'). */
export type Choice = string | number | { readonly value: string | number; readonly label: string };

const valueOf = (c: Choice) => String(typeof c === 'object' ? c.value : c);
const labelOf = (c: Choice) => (typeof c === 'object' ? c.label : String(c));

export type FieldErrors = Record<string, string[] | undefined>;

/**
 * An Amplify SelectField with a placeholder option, the field's error messages tied to it
 * (aria-describedby, aria-invalid only when invalid), controlled or not.
 */
export function Select({
  name,
  label,
  choices,
  errors = [],
  hint,
  placeholder = 'Select…',
  value,
  defaultValue,
  onChange,
  required = true,
  className,
}: {
  name: string;
  label: string;
  choices: readonly Choice[];
  errors?: readonly string[] | undefined;
  hint?: string;
  placeholder?: string;
  value?: string;
  defaultValue?: string | number | undefined;
  onChange?: (value: string) => void;
  required?: boolean;
  className?: string;
}) {
  const control =
    value !== undefined
      ? { value, onChange: (e: ChangeEvent<HTMLSelectElement>) => onChange?.(e.target.value) }
      : {
          defaultValue: defaultValue === undefined ? '' : String(defaultValue),
          onChange: onChange ? (e: ChangeEvent<HTMLSelectElement>) => onChange(e.target.value) : undefined,
        };
  return (
    <SelectField
      name={name}
      label={label}
      className={className}
      isRequired={required}
      {...messageProps(errors, hint ? [hint] : [])}
      {...control}
    >
      <option value="">{placeholder}</option>
      {choices.map((c) => (
        <option key={valueOf(c)} value={valueOf(c)}>
          {labelOf(c)}
        </option>
      ))}
    </SelectField>
  );
}
