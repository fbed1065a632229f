import { useEffect, useState } from 'react';
import { Button } from '@aws-amplify/ui-react';
import { useFetcher } from 'react-router';
import { TextField } from '#web/components/forms';
import type { FormResult } from '#web/lib/api/failure';

type Intent = 'addCategory' | 'renameCategory' | 'addSubCategory' | 'renameSubCategory';

/**
 * One add or rename form of the categories page, posting to its action with its own fetcher, so
 * each form shows its own messages (the server's 422 under the field). A rename form starts as the
 * name with a Rename button and opens inline; an add form is always open and empties after a save.
 */
export function CategoryForm({
  intent,
  id,
  label,
  current,
  submitLabel,
  heading = false,
}: {
  intent: Intent;
  /** The domain (for a rename or a new category in it) or the category renamed. */
  id?: string;
  label: string;
  current?: string;
  submitLabel: string;
  /** A domain's name is the heading of its block. */
  heading?: boolean;
}) {
  const fetcher = useFetcher<FormResult>();
  const renaming = current !== undefined;
  const [open, setOpen] = useState(!renaming);
  // A new key empties an add form after each successful save.
  const [generation, setGeneration] = useState(0);
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    if (!result?.ok) return;
    if (renaming) setOpen(false);
    else setGeneration((g) => g + 1);
  }, [result, renaming]);

  const Name = heading ? 'h4' : 'span';
  // Rendered whether the form is open or not, so a rename's confirmation is heard after it closes.
  const status = (
    <p role="status" className="console-notice">
      {result?.ok ? result.message : ''}
    </p>
  );
  if (!open) {
    return (
      <>
        {status}
        <div className="console-name">
          <Name className="console-name-text">{current}</Name>
          <Button size="small" aria-label={`Rename ${current}`} onClick={() => setOpen(true)}>
            Rename
          </Button>
        </div>
      </>
    );
  }
  return (
    <>
      {status}
      <fetcher.Form method="post" className="console-inline-form" key={generation} noValidate>
        <input type="hidden" name="intent" value={intent} />
        {id && <input type="hidden" name="id" value={id} />}
        <TextField name="name" label={label} defaultValue={current ?? ''} required errors={result?.errors?.name} autoFocus={renaming} />
        <div className="console-inline-actions">
          <Button type="submit" size="small" variation="primary" isDisabled={busy} aria-busy={busy || undefined}>
            {submitLabel}
          </Button>
          {renaming && (
            <Button size="small" onClick={() => setOpen(false)}>
              Cancel
            </Button>
          )}
        </div>
        {result?.message && !result.ok && (
          <p role="alert" className="console-error">
            {result.message}
          </p>
        )}
      </fetcher.Form>
    </>
  );
}
