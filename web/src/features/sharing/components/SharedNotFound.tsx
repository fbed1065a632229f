import { Alert } from '#web/components/forms';

/** What a shared or public-name URL shows when the server has no (visible) profile behind it. */
export function SharedNotFound() {
  return (
    <section className="page page-narrow">
      <h1>Shared Profile</h1>
      <Alert>
        <p>We didn't find the shared profile for this URL.</p>
      </Alert>
      <p>
        The URL may be wrong, or its owner stopped sharing the profile or disabled it. Please check the link with the
        family who sent it.
      </p>
    </section>
  );
}
