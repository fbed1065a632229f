/**
 * A pre-rendered page is on screen before the app, so a visitor may start filling in its form (the
 * sign-in's address, the referral request) while the app loads. The app then replaces the markup
 * with its own, and what was typed would silently go. This keeps it: the fields' values are noted
 * (by name) when the app's script starts and as they are typed after, and once the app's page is on
 * screen each is put back into the app's field of the same name, focus too, unless that field
 * already holds something of its own. The forms are uncontrolled (react-router's Form), so the
 * value set is the value submitted.
 */
type Field = HTMLInputElement | HTMLTextAreaElement;

/** Fields whose text a visitor types: not hidden ones, choices or files. */
const TYPED = /^(text|email|password|tel|search|url|number|textarea)$/;
const isTypedField = (el: EventTarget | null): el is Field =>
  (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.name !== '' && TYPED.test(el.type);

export interface TypedBeforeApp {
  /** Puts what was typed into the app's fields; call once the app's page is in the container. */
  restore(): void;
}

export function keepTypedBeforeApp(container: HTMLElement): TypedBeforeApp {
  const values = new Map<string, string>();
  // Only the pre-rendered fields count: the app's own (its autofocus) arrive in the same container.
  const prerendered = new Set<EventTarget | null>([...container.querySelectorAll('input[name], textarea[name]')].filter(isTypedField));
  // What was typed before this script ran (the page was usable before the app arrived), then every keystroke.
  const note = (el: EventTarget | null) => {
    if (isTypedField(el) && prerendered.has(el)) values.set(el.name, el.value);
  };
  for (const el of prerendered) if (isTypedField(el) && el.value !== el.defaultValue) note(el);
  const nameIfPrerendered = (el: EventTarget | null) => (isTypedField(el) && prerendered.has(el) ? el.name : undefined);
  let focused = nameIfPrerendered(document.activeElement);
  const onInput = (e: Event) => note(e.target);
  const onFocus = (e: Event) => {
    if (prerendered.has(e.target)) focused = nameIfPrerendered(e.target);
  };
  container.addEventListener('input', onInput);
  container.addEventListener('focusin', onFocus);
  let restored = false;
  return {
    restore() {
      if (restored) return;
      restored = true;
      container.removeEventListener('input', onInput);
      container.removeEventListener('focusin', onFocus);
      const fieldNamed = (name: string) =>
        [...container.querySelectorAll('input[name], textarea[name]')].find((el): el is Field => isTypedField(el) && el.name === name);
      for (const [name, value] of values) {
        const field = fieldNamed(name);
        if (field && field.value === '') field.value = value;
      }
      if (focused) fieldNamed(focused)?.focus();
    },
  };
}
