/**
 * A pre-rendered page is on screen before the app, and on a phone its Menu button is the first
 * thing a visitor taps. The markup has no handlers of its own, so until the app replaces it a tap
 * would do nothing, and the visitor would think the menu broken. This opens and closes the
 * pre-rendered menu from the moment the app's script starts, and once the app's page is on screen
 * leaves the app's menu as the visitor left it, its button focused if it was.
 */
export interface MenuBeforeApp {
  /** Gives the app's menu the state the visitor left; call once the app's page is in the container. */
  restore(): void;
}

const TOGGLE = '.menu-toggle';
const MENU = '.navbar-menu';

export function keepMenuBeforeApp(container: HTMLElement): MenuBeforeApp {
  const toggle = container.querySelector<HTMLButtonElement>(TOGGLE);
  const menu = container.querySelector<HTMLElement>(MENU);
  let open = false;
  let focused = false;
  const onClick = (e: MouseEvent) => {
    if (!toggle || !menu || !(e.target instanceof Node) || !toggle.contains(e.target)) return;
    open = !open;
    focused = true;
    toggle.setAttribute('aria-expanded', String(open));
    menu.classList.toggle('open', open);
  };
  container.addEventListener('click', onClick);
  let restored = false;
  return {
    restore() {
      if (restored) return;
      restored = true;
      container.removeEventListener('click', onClick);
      const appToggle = container.querySelector<HTMLButtonElement>(TOGGLE);
      if (!appToggle) return;
      // The app's own handler opens its menu, so its state and the markup cannot disagree.
      if (open && appToggle.getAttribute('aria-expanded') !== 'true') appToggle.click();
      if (focused && document.activeElement === document.body) appToggle.focus();
    },
  };
}
