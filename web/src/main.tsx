import './lib/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router';
// Amplify UI's theme and primitive styles first, so ours (theme tokens included) override them.
import '@aws-amplify/ui-react/styles.css';
import './styles/base.css';
import './styles/pages.css';
import './styles/photos.css';
import './styles/candidate.css';
import './styles/discovery.css';
import './styles/proposals.css';
import './styles/blocking.css';
import './styles/reporting.css';
import './styles/directory.css';
import './styles/console.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
