import './lib/zodWithoutEval';
import { startTransition, StrictMode, useEffect, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter, type DataStrategyFunction } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { firstLoadState, routeTree } from './app/router';
import { firstPaint, firstPaintIsPrerendered } from './lib/afterFirstPaint';
import { type BeforeApp, keepWhatIsDoneBeforeApp } from './lib/beforeApp';
// Amplify UI's theme and the styles of the primitives the pages use (not all of styles.css: 30 kB
// gzip less), in the order of its styles.css; first, so ours (theme tokens included) override them.
import '@aws-amplify/ui-react/styles/base.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/text.css';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/fieldMessages.css';
import '@aws-amplify/ui-react/styles/heading.css';
import '@aws-amplify/ui-react/styles/icon.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/textArea.css';
import '@aws-amplify/ui-react/styles/loader.css';
import '@aws-amplify/ui-react/styles/alert.css';
import '@aws-amplify/ui-react/styles/checkbox.css';
import '@aws-amplify/ui-react/styles/checkboxField.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/fieldGroup.css';
import '@aws-amplify/ui-react/styles/fieldset.css';
import '@aws-amplify/ui-react/styles/passwordField.css';
import '@aws-amplify/ui-react/styles/radio.css';
import '@aws-amplify/ui-react/styles/radioGroupField.css';
import '@aws-amplify/ui-react/styles/select.css';
import '@aws-amplify/ui-react/styles/selectField.css';
import '@aws-amplify/ui-react/styles/textAreaField.css';
import '@aws-amplify/ui-react/styles/textField.css';
import '@aws-amplify/ui-react/styles/toggleButton.css';
import '@aws-amplify/ui-react/styles/toggleButtonGroup.css';
import '@aws-amplify/ui-react/styles/visuallyHidden.css';
import './styles/base.css';
import './styles/pages.css';
import './styles/photos.css';
import './styles/candidate.css';
import './styles/discovery.css';
import './styles/candidateDetails.css';
import './styles/proposals.css';
import './styles/blocking.css';
import './styles/reporting.css';
import './styles/family.css';
import './styles/biodata.css';
// Not here: directory.css and console.css, imported by the pages that use them (the service
// directory's, the volunteer console's), so they load with those pages rather than blocking every
// page's first paint. Loaded after this sheet, they win its ties: none of their rules ties with one
// here (phone.css's, the only later ones, are :root-scoped and so stronger).
// Last: the phone's minimum text and target sizes win over every rule above.
import './styles/phone.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * react-router's own strategy (every loader that should run, together), once the first frame is
 * painted: a first visit's loaders (the session, the matched page) and the API client they load no
 * longer finish before the frame the entry draws, where a page-load measurement charges them to it.
 */
const loadAfterFirstPaint: DataStrategyFunction = async ({ matches }) => {
  await firstPaint();
  const toLoad = matches.filter((m) => m.shouldLoad);
  const results = await Promise.all(toLoad.map((m) => m.resolve()));
  return Object.fromEntries(results.map((result, i) => [toLoad[i]!.route.id, result]));
};

if (container.hasChildNodes()) firstPaintIsPrerendered();
const router = createBrowserRouter(routeTree, { ...firstLoadState(), dataStrategy: loadAfterFirstPaint });

/** Resolves once the router has loaded the first page's lazy module and loader data. */
const initialized = (r: DataRouter) =>
  new Promise<void>((resolve) => {
    if (r.state.initialized) return resolve();
    const stop = r.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);
const render = () => createRoot(container).render(app);
// In the entry, not a chunk of its own: from the first moment the app runs (before the page's load
// event, as a chunk would not be), a press on the pre-rendered page is kept rather than lost.
const beforeApp = container.hasChildNodes() ? keepWhatIsDoneBeforeApp(container) : undefined;
/**
 * Runs once the app's first page is committed over the pre-rendered one. `restore` in the commit's
 * own task (a layout effect), so no keystroke falls between the swap and the restoring (a passive
 * effect may run a frame later, and a letter typed meanwhile went into the app's autofocused field);
 * `resubmit` once the page's own effects have run (a later sibling's passive effect runs after them).
 */
function AfterReplacing({ beforeApp }: { beforeApp: BeforeApp }) {
  useLayoutEffect(() => beforeApp.restore(), [beforeApp]);
  useEffect(() => beforeApp.resubmit(), [beforeApp]);
  return null;
}
/**
 * The pre-rendered page is already on screen and usable to read, so its replacement is rendered as
 * a transition: React then works in slices of a few milliseconds between which the browser answers
 * input, instead of one task of the whole layout and page (on a slow phone a few hundred
 * milliseconds in which a tap waits: the sign-in page's Total Blocking Time). The screen changes
 * once, at the commit, as before.
 */
const replacePrerendered = (beforeApp: BeforeApp) => {
  const root = createRoot(container);
  startTransition(() => root.render(<>{app}<AfterReplacing beforeApp={beforeApp} /></>));
};

// A pre-rendered public page (web/prerender.ts) stays on screen until the router has the page
// ready, then React replaces it in one go: createRoot, not hydrateRoot, since the markup was made
// signed out and without runtime config (a signed-in visitor's navbar differs), and a hydration
// mismatch would re-render anyway. Other paths draw at once: the layout with the stored session's
// navbar (firstLoadState), and the page's HydrateFallback in it (the root's loading state for a
// page without one) until the page's modules and loaders are in.
if (beforeApp) void initialized(router).then(() => replacePrerendered(beforeApp));
else render();
