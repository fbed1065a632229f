import type { ChangeEvent, ReactNode } from 'react';
import { SelectField } from '@aws-amplify/ui-react';

/** A choice as a select shows it: a bare value, or a value with its label ('Open to All' → 'Chain Smokers'). */
export type Choice = string | number | { readonly value: string | number; readonly label: string };

const valueOf = (c: Choice) => String(typeof c === 'object' ? c.value : c);
const labelOf = (c: Choice) => (typeof c === 'object' ? c.label : String(c));

export type FieldErrors = Record<string, string[] | undefined>;

/** Several messages: one line each (Amplify shows the message in one <p>). */
export function messageLines(messages: readonly string[]): ReactNode {
  const unique = [...new Set(messages)];
  if (unique.length === 1) return unique[0];
  return unique.map((m) => (
    <span key={m} className="field-message-line">
      {m}
    </span>
  ));
}

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
  const hasError = errors.length > 0;
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
      hasError={hasError}
      aria-invalid={hasError || undefined}
      errorMessage={hasError ? messageLines(errors) : undefined}
      descriptiveText={hint}
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
