import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { errorPageTexts as texts } from '#shared/errorPageTexts.js';
import { Shell } from './Layout';

/** An ApiError from the client, recognised without importing it (the client pulls in zod). */
function apiErrorOf(error: unknown): { status: number; message: string } | null {
  if (error instanceof Error && error.name === 'ApiError' && typeof (error as { status?: unknown }).status === 'number') {
    return { status: (error as Error & { status: number }).status, message: error.message };
  }
  return null;
}

function describe(error: unknown): { title: string; body: string } {
  let status: number | undefined;
  let message: string | undefined;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    const data: unknown = error.data;
    if (typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string') {
      message = (data as { message: string }).message;
    } else if (typeof data === 'string' && data) {
      message = data;
    }
  } else {
    const apiError = apiErrorOf(error);
    if (apiError) ({ status, message } = apiError);
  }
  if (status === 404) return { title: texts.notFoundTitle, body: texts.notFoundBody };
  if (status === 500 && message) return { title: texts.genericErrorTitle, body: message };
  return { title: texts.genericErrorTitle, body: texts.genericErrorBody };
}

export function ErrorContent() {
  const error = useRouteError();
  const navigate = useNavigate();
  if (!isRouteErrorResponse(error) && !apiErrorOf(error)) console.error(error);
  const { title, body } = describe(error);
  return (
    <section className="page page-narrow error-page">
      <h1>{title}</h1>
      <p>{body}</p>
      {/* Amplify UI's classes by hand, as in Layout.tsx: this page is in the entry bundle. */}
      <div className="amplify-flex actions plain-actions">
        <button type="button" className="amplify-button" onClick={() => void navigate(-1)}>
          Back
        </button>
      </div>
    </section>
  );
}

/** The error element of the root route (outside the layout, so it brings the shell itself). */
export function RootErrorPage() {
  return (
    <Shell>
      <ErrorContent />
    </Shell>
  );
}
