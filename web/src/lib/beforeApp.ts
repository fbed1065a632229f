/**
 * A pre-rendered page (web/prerender.tsx) is on screen before the app, and on a slow phone a
 * visitor uses it while the app loads: types into its form, taps its Menu button, presses its
 * submit button. The markup has no handlers of its own and the app replaces it with its own, so
 * without this what was typed would silently go, and a tap or a press would do nothing (a native
 * submission is refused by the site's policy, `form-action 'none'`, rather than posting the typed
 * password to a static page). From the moment the app's script starts, this keeps what the visitor
 * does, and once the app's page is on screen does it again there.
 */
export interface BeforeApp {
  /** Carries what was done into the app's page; call once that page is in the container. */
  restore(): void;
}

export function keepWhatIsDoneBeforeApp(container: HTMLElement): BeforeApp {
  const parts = [keepTyped(container), keepMenu(container), keepSubmission(container)];
  let restored = false;
  return {
    restore() {
      if (restored) return;
      restored = true;
      // In this order: the values before a submission of them.
      for (const part of parts) part.restore();
    },
  };
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Fields whose text a visitor types: not hidden ones, choices or files. */
const TYPED = /^(text|email|password|tel|search|url|number|textarea)$/;
const isTypedField = (el: EventTarget | null): el is Field =>
  (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.name !== '' && TYPED.test(el.type);

/**
 * The fields' values are noted (by name) when the app's script starts and as they are typed after;
 * each is put back into the app's field of the same name, focus too, unless that field already
 * holds something of its own. The forms are uncontrolled (react-router's Form), so the value set is
 * the value submitted.
 */
function keepTyped(container: HTMLElement): BeforeApp {
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
  return {
    restore() {
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

const MENU_TOGGLE = '.menu-toggle';

/** The Menu button opens and closes the pre-rendered menu, and the app's menu is left as the visitor left it. */
function keepMenu(container: HTMLElement): BeforeApp {
  const toggle = container.querySelector<HTMLButtonElement>(MENU_TOGGLE);
  const menu = container.querySelector<HTMLElement>('.navbar-menu');
  let open = false;
  let pressed = false;
  const onClick = (e: MouseEvent) => {
    if (!toggle || !menu || !(e.target instanceof Node) || !toggle.contains(e.target)) return;
    open = !open;
    pressed = true;
    toggle.setAttribute('aria-expanded', String(open));
    menu.classList.toggle('open', open);
  };
  container.addEventListener('click', onClick);
  return {
    restore() {
      container.removeEventListener('click', onClick);
      const appToggle = container.querySelector<HTMLButtonElement>(MENU_TOGGLE);
      if (!appToggle) return;
      // The app's own handler opens its menu, so its state and the markup cannot disagree.
      if (open && appToggle.getAttribute('aria-expanded') !== 'true') appToggle.click();
      if (pressed && document.activeElement === document.body) appToggle.focus();
    },
  };
}

/**
 * A form is known again in the app's page by its action and class and its place among the forms
 * alike (not by its place among all forms: a signed-in visitor's navbar adds a Sign Out form), and
 * its submit button by its place in the form.
 */
const formKey = (form: HTMLFormElement) => `${form.getAttribute('action') ?? ''} ${form.className}`;
const formsLike = (container: HTMLElement, key: string) =>
  [...container.querySelectorAll('form')].filter((form) => formKey(form) === key);
const submitButtons = (form: HTMLFormElement) => [...form.querySelectorAll<HTMLElement>('button[type=submit], input[type=submit], button:not([type])')];

/** A form submitted before the app is held, then submitted in the app's page, through the app's own handler. */
function keepSubmission(container: HTMLElement): BeforeApp {
  let held: { key: string; form: number; button: number } | undefined;
  const onSubmit = (e: SubmitEvent) => {
    const form = e.target;
    if (!(form instanceof HTMLFormElement)) return;
    e.preventDefault();
    const key = formKey(form);
    held = { key, form: formsLike(container, key).indexOf(form), button: e.submitter ? submitButtons(form).indexOf(e.submitter) : -1 };
  };
  container.addEventListener('submit', onSubmit);
  return {
    restore() {
      container.removeEventListener('submit', onSubmit);
      if (!held) return;
      const form = formsLike(container, held.key)[held.form];
      if (!form) return;
      const button = submitButtons(form)[held.button];
      form.requestSubmit(button ?? null);
    },
  };
}
