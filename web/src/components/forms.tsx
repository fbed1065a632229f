import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import {
  Button,
  CheckboxField as AmplifyCheckboxField,
  Loader,
  PasswordField as AmplifyPasswordField,
  TextField as AmplifyTextField,
} from '@aws-amplify/ui-react';
import { useActionData, useNavigation } from 'react-router';
import type { FormResult } from '#web/lib/api/failure';
import { Alert, buttonLook, type ButtonVariant } from './plainControls';

// The look-alikes without Amplify UI's code (plainControls.tsx), for the pages that import them from here.
export { Actions, Alert, BackButton, ButtonLink, buttonLook, type ButtonVariant } from './plainControls';

const unique = (items: readonly string[]) => [...new Set(items)];

/** Several messages: one line each (Amplify shows a field's message in one <p>). */
export function lines(messages: readonly string[]): ReactNode {
  if (messages.length === 1) return messages[0];
  return messages.map((m) => (
    <span key={m} className="field-message-line">
      {m}
    </span>
  ));
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'size'> & {
  name: string;
  label: string;
  errors?: readonly string[] | undefined;
  /** Advice for the field (hidden when an error says the same). */
  hints?: readonly string[] | undefined;
  after?: ReactNode;
};

/**
 * Amplify's error and description props of a field: Amplify ties both to the input with
 * aria-describedby. aria-invalid is only set on an invalid field (Amplify would add "false").
 */
export function messageProps(errors: readonly string[], hints: readonly string[]) {
  const shownErrors = unique(errors);
  const shownHints = unique(hints).filter((h) => !shownErrors.includes(h));
  return {
    hasError: shownErrors.length > 0,
    'aria-invalid': shownErrors.length > 0 ? true : undefined,
    errorMessage: shownErrors.length ? lines(shownErrors) : undefined,
    descriptiveText: shownHints.length ? lines(shownHints) : undefined,
  };
}

export function TextField({
  name,
  label,
  errors = [],
  hints = [],
  after,
  required,
  readOnly,
  disabled,
  ...input
}: InputProps) {
  return (
    <AmplifyTextField
      name={name}
      label={label}
      type="text"
      isRequired={required}
      isReadOnly={readOnly}
      isDisabled={disabled}
      outerEndComponent={after}
      {...messageProps(errors, hints)}
      {...input}
    />
  );
}

/**
 * The phone's two inputs side by side, as sign-up, the invitee's sign-up and Edit My User Profile
 * ask them: the browser fills the country code and the number apart.
 */
export function PhoneFields({
  errors,
  countryCode = '+1',
  number,
}: {
  errors: Record<string, readonly string[] | undefined>;
  countryCode?: string | undefined;
  number?: string | undefined;
}) {
  return (
    <div className="field-row">
      <TextField
        name="userPhoneCountryCode"
        label="Phone Country Code"
        type="tel"
        defaultValue={countryCode}
        autoComplete="tel-country-code"
        className="field-short"
        required
        errors={errors.userPhoneCountryCode}
      />
      <TextField
        name="userPhoneNumber"
        label="Phone Number"
        type="tel"
        autoComplete="tel-national"
        defaultValue={number}
        required
        errors={errors.userPhoneNumber}
      />
    </div>
  );
}

/** A password input with Amplify's show/hide switch (its accessible name is "Show password"). */
export function PasswordField({
  name,
  label,
  errors = [],
  hints = [],
  required,
  readOnly,
  disabled,
  type: _type,
  ...input
}: Omit<InputProps, 'after'>) {
  return (
    <AmplifyPasswordField
      name={name}
      label={label}
      isRequired={required}
      isReadOnly={readOnly}
      isDisabled={disabled}
      {...messageProps(errors, hints)}
      {...input}
    />
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'name' | 'size'> & {
  name: string;
  label: ReactNode;
  errors?: readonly string[] | undefined;
};

export function CheckboxField({ name, label, errors = [], disabled, value, ...input }: CheckboxProps) {
  const id = useId();
  const shownErrors = unique(errors);
  const hasError = shownErrors.length > 0;
  return (
    <AmplifyCheckboxField
      name={name}
      label={label}
      value={value === undefined ? undefined : String(value)}
      isDisabled={disabled}
      hasError={hasError}
      // Amplify's CheckboxField does not describe its input by the error: do it here.
      errorMessage={hasError ? <span id={`${id}-err`}>{lines(shownErrors)}</span> : undefined}
      aria-describedby={hasError ? `${id}-err` : undefined}
      aria-invalid={hasError || undefined}
      {...input}
    />
  );
}

/** True while a form submission (action) is running. */
export function useSubmitting(): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formMethod !== undefined;
}


/**
 * The answer to a form sent from a page that stays (refused fields, a message): the button,
 * disabled while sending, lost the focus to the page itself, so keyboard and screen reader users
 * would start again at the top and hear nothing. It goes to the first refused field (which reads
 * out its message), else to the form's message, else back to the button. A focus the user moved
 * meanwhile stays where it is.
 */
function focusAfterSubmit(button: HTMLButtonElement | null) {
  if (!button?.isConnected) return;
  const active = document.activeElement;
  if (active && active !== document.body && active !== button) return;
  const form = button.form;
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const message = form?.querySelector<HTMLElement>('[role="alert"], [role="status"]');
  if (invalid) return invalid.focus();
  if (message) {
    message.tabIndex = -1;
    return message.focus();
  }
  button.focus();
}

export function SubmitButton({
  children,
  disabled,
  name,
  value,
  variant = 'primary',
}: {
  children: ReactNode;
  disabled?: boolean;
  name?: string;
  value?: string;
  variant?: ButtonVariant;
}) {
  const submitting = useSubmitting();
  const button = useRef<HTMLButtonElement>(null);
  // Only the button that sent its form moves the focus: a page has other forms, which see the same answer.
  const sentHere = useRef(false);
  useEffect(() => {
    const form = button.current?.form;
    if (!form) return;
    const onSubmit = (e: SubmitEvent) => {
      sentHere.current = e.submitter === button.current;
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, []);
  const settle = () => {
    if (!sentHere.current) return;
    sentHere.current = false;
    focusAfterSubmit(button.current);
  };
  const wasSubmitting = useRef(false);
  useEffect(() => {
    if (submitting) {
      wasSubmitting.current = true;
      return;
    }
    if (!wasSubmitting.current) return;
    wasSubmitting.current = false;
    settle();
  }, [submitting]);
  // A refusal the page's own action answers at once (no request) may never show as submitting: its answer still moves the focus.
  const answer = useActionData();
  const answered = useRef(answer);
  useEffect(() => {
    if (answer === answered.current) return;
    answered.current = answer;
    settle();
  }, [answer]);
  return (
    <Button
      ref={button}
      type="submit"
      {...buttonLook(variant)}
      isDisabled={disabled || submitting}
      aria-busy={submitting || undefined}
      name={name}
      value={value}
      gap="0.5rem"
    >
      {submitting && <Loader aria-hidden="true" />}
      {children}
    </Button>
  );
}


/** The action's form-level message and any field messages no field on the form shows. */
export function FormMessages({ result, fields = [] }: { result: FormResult | undefined; fields?: readonly string[] }) {
  if (!result) return null;
  const extra = Object.entries(result.errors ?? {})
    .filter(([field]) => !fields.includes(field))
    .flatMap(([, messages]) => messages)
    .filter((m) => m !== result.message);
  if (!result.message && extra.length === 0) return null;
  return (
    <Alert kind={result.ok ? 'success' : 'error'}>
      {result.message && <p>{result.message}</p>}
      {unique(extra).map((m) => (
        <p key={m}>{m}</p>
      ))}
    </Alert>
  );
}

/** A row of buttons (wraps on narrow screens). */



export function formText(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
}
