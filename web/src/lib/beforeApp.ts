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
  /** Carries what was done into the app's page; call in the commit that puts that page in the container. */
  restore(): void;
  /**
   * Sends the form submitted meanwhile, through the app's own handler; call after the page's
   * effects have run (its buttons listen for their form's submission from an effect).
   */
  resubmit(): void;
}

export function keepWhatIsDoneBeforeApp(container: HTMLElement): BeforeApp {
  // In this order: the values and the focus, then the submission of them (which may move the focus).
  const parts = [keepTyped(container), keepMenu(container), keepFocus(container)];
  const submission = keepSubmission(container);
  let restored = false;
  let resubmitted = false;
  return {
    restore() {
      if (restored) return;
      restored = true;
      for (const part of parts) part.restore();
    },
    resubmit() {
      if (resubmitted) return;
      resubmitted = true;
      submission.restore();
    },
  };
}

/** One kind of thing a visitor does before the app, kept. */
interface Kept {
  restore(): void;
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Fields whose text a visitor types: not hidden ones, choices or files. */
const TYPED = /^(text|email|password|tel|search|url|number|textarea)$/;
const isTypedField = (el: EventTarget | null): el is Field =>
  (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && el.name !== '' && TYPED.test(el.type);

/**
 * Each pre-rendered field's value is read when the app's page is in (the detached field still holds
 * it: typed before this script ran or after, or put back by the browser on Back), and put into the
 * app's field of the same name, unless that field already holds something of its own.
 * The forms are uncontrolled (react-router's Form), so the value set is the value submitted.
 */
function keepTyped(container: HTMLElement): Kept {
  // Only the pre-rendered fields count: the app's own (its autofocus) arrive in the same container.
  const prerendered = [...container.querySelectorAll('input[name], textarea[name]')].filter(isTypedField);
  return {
    restore() {
      const fieldNamed = (name: string) =>
        [...container.querySelectorAll('input[name], textarea[name]')].find((el): el is Field => isTypedField(el) && el.name === name);
      for (const typed of prerendered) {
        const field = fieldNamed(typed.name);
        if (typed.value !== '' && field && field.value === '') field.value = typed.value;
      }
    },
  };
}

/** What a control is known by in both pages: a field by its name, a button or link by its words. */
const focusKey = (el: Element | null): string | undefined => {
  if (isTypedField(el)) return `field ${el.name}`;
  if (el instanceof HTMLButtonElement || el instanceof HTMLAnchorElement) return `${el.tagName} ${el.textContent?.trim() ?? ''}`;
  return undefined;
};

/**
 * The control the visitor was on (a field typed into, the Menu or a submit button they pressed or
 * tabbed to; a tap before this script ran focuses it too) keeps the focus in the app's page:
 * replaced, it would drop to the page's top, and the next key pressed would go nowhere.
 */
function keepFocus(container: HTMLElement): Kept {
  // Only the pre-rendered controls count: the app's own (its autofocus) arrive in the same container.
  const prerendered = new Set<EventTarget | null>(container.querySelectorAll('*'));
  const keyIfPrerendered = (el: EventTarget | null) => (el instanceof Element && prerendered.has(el) ? focusKey(el) : undefined);
  let focused = keyIfPrerendered(document.activeElement);
  const onFocus = (e: FocusEvent) => {
    focused = keyIfPrerendered(e.target) ?? focused;
  };
  container.addEventListener('focusin', onFocus);
  return {
    restore() {
      container.removeEventListener('focusin', onFocus);
      if (!focused || focusKey(document.activeElement) === focused) return;
      const same = [...container.querySelectorAll<HTMLElement>('input[name], textarea[name], button, a')].find((el) => focusKey(el) === focused);
      same?.focus();
    },
  };
}

const MENU_TOGGLE = '.menu-toggle';

/** The Menu button opens and closes the pre-rendered menu, and the app's menu is left as the visitor left it. */
function keepMenu(container: HTMLElement): Kept {
  const toggle = container.querySelector<HTMLButtonElement>(MENU_TOGGLE);
  const menu = container.querySelector<HTMLElement>('.navbar-menu');
  let open = false;
  const onClick = (e: MouseEvent) => {
    if (!toggle || !menu || !(e.target instanceof Node) || !toggle.contains(e.target)) return;
    open = !open;
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
function keepSubmission(container: HTMLElement): Kept {
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
