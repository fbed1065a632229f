/**
 * Where the focus and the scroll go as a member moves about, kept out of the entry (the shell loads
 * this after the first paint): a new page's heading, a field kept above a phone's bottom bar, and the
 * bar's height for the page's styles.
 */

/**
 * A new page (after a link or a redirect, not the first load) opens at its top, as a site's pages
 * do (Back and Forward leave the browser's own scroll restoring alone). When nothing on the page
 * took the focus (a field's autofocus, a tab kept), its heading gets it, so keyboard and screen
 * reader users start at the page they came to and hear its name, not at the top of the last one.
 */
export function focusNewPage(byBackOrForward: boolean): void {
  if (!byBackOrForward) window.scrollTo(0, 0);
  const main = document.getElementById('main');
  const active = document.activeElement;
  if (active && active !== document.body && main?.contains(active)) return;
  const heading = main?.querySelector<HTMLElement>('h1');
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

/** Room left between a field brought into view and the bar (or a form's sticky buttons) above it. */
const CLEARANCE = 12;

/**
 * A field reached with Tab is brought into view above the bar, not under it: the browser scrolls
 * a focused element only until some of it shows, and the fixed bar (or a long form's sticky
 * Search and Clear, above it) would still cover it. Answers the listener's removal.
 */
export function keepFocusAboveBar(bar: HTMLElement): () => void {
  const onFocus = (e: FocusEvent) => {
    const field = e.target;
    if (!(field instanceof HTMLElement) || bar.contains(field)) return;
    // After the browser's own scroll for the focus.
    requestAnimationFrame(() => {
      const barBox = bar.getBoundingClientRect();
      // Wider screens hide the bar (its box is empty): nothing covers the field.
      if (barBox.height === 0) return;
      const sticky = field.closest('form')?.querySelector<HTMLElement>(':scope > .actions');
      const stickyTop = sticky && !sticky.contains(field) && getComputedStyle(sticky).position === 'sticky' ? sticky.getBoundingClientRect().top : Infinity;
      const limit = Math.min(barBox.top, stickyTop) - CLEARANCE;
      // The whole field (its label, hint and message too) where the form draws one and it fits; the control always.
      const own = field.getBoundingClientRect();
      const whole = field.closest('.amplify-field')?.getBoundingClientRect();
      const fits = whole && Math.max(whole.bottom, own.bottom) - Math.min(whole.top, own.top) <= limit - CLEARANCE;
      const top = fits ? Math.min(whole.top, own.top) : own.top;
      const bottom = fits ? Math.max(whole.bottom, own.bottom) : own.bottom;
      // Never past the field's own top: a tall field shows from its start.
      const by = Math.min(bottom - limit, top - CLEARANCE);
      // At once: the site's smooth scrolling would leave the field covered while a next Tab moves on.
      if (bottom > limit && by > 0) window.scrollBy({ top: by, behavior: 'instant' });
    });
  };
  document.addEventListener('focusin', onFocus);
  return () => document.removeEventListener('focusin', onFocus);
}

/**
 * The bar's height for the page's styles (--bottom-bar-height on the root, read by phone.css) while
 * enlarged text wraps its places onto more rows: the page's end and a long form's sticky buttons
 * then stay above it. In one row the styles know its height, and the root is left alone: a
 * property set on it restyles the whole page. Answers the observer's removal.
 */
export function publishBarHeight(bar: HTMLElement): () => void {
  const root = document.documentElement.style;
  let published = '';
  const observer = new ResizeObserver(() => {
    const places = bar.querySelectorAll('li');
    const wrapped = places.length > 1 && places[places.length - 1]!.offsetTop > places[0]!.offsetTop;
    // The border box: the safe area below a phone's home indicator is the bar's padding.
    const height = wrapped ? `${bar.offsetHeight}px` : '';
    if (height === published) return;
    published = height;
    if (height) root.setProperty('--bottom-bar-height', height);
    else root.removeProperty('--bottom-bar-height');
  });
  observer.observe(bar, { box: 'border-box' });
  return () => {
    observer.disconnect();
    root.removeProperty('--bottom-bar-height');
  };
}
