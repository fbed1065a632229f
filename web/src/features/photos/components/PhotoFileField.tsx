import { useEffect, useId, useRef, useState } from 'react';
import { Flex, Label, Text } from '@aws-amplify/ui-react';
import { PHOTO_ACCEPT, PHOTO_ADVICE, planPhoto } from '#web/features/photos/upload/phonePhoto';

/**
 * An object URL for a photo the browser can decode, revoked when the blob changes or the component
 * goes. A file that is no photo gets none: a broken preview would show only its alt text, and
 * Chromium then reads the blob as a connection the site's CSP refuses. (The upload says why.)
 */
function usePreviewUrl(blob: Blob | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    setUrl(undefined);
    if (!blob) return;
    let objectUrl: string | undefined;
    let gone = false;
    // Started inside a promise, so a browser without createImageBitmap shows no preview rather than failing.
    Promise.resolve(blob).then((b) => createImageBitmap(b)).then(
      (bitmap) => {
        bitmap.close();
        if (gone) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      () => undefined,
    );
    return () => {
      gone = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [blob]);
  return url;
}

/**
 * The photo chooser in Amplify's field layout (Amplify UI has no file field): label, advice and
 * errors tied to the input, and a preview (width 200) of a file that passed the checks, named as it
 * will be stored (a long name is shortened on upload).
 */
export function PhotoFileField({
  file,
  errors,
  disabled,
  onChange,
}: {
  file: File | null;
  errors: readonly string[];
  disabled?: boolean;
  onChange: (file: File | null) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(file && errors.length === 0 ? file : null);
  const hasError = errors.length > 0;
  const plan = file ? planPhoto(file) : null;
  const storedAs = plan?.ok && plan.name !== file?.name ? plan.name : null;

  // A file handed over from elsewhere (the new-profile form) is shown as chosen in the input too.
  useEffect(() => {
    const el = input.current;
    if (!el || !file || el.files?.[0] === file) return;
    try {
      const transfer = new DataTransfer();
      transfer.items.add(file);
      el.files = transfer.files;
    } catch {
      // Older browsers: the preview and the name below still show the file.
    }
  }, [file]);

  return (
    <Flex direction="column" gap="0.5rem" className="amplify-field photo-file-field">
      <Label htmlFor={`${id}-input`}>Choose Photo</Label>
      <Text id={`${id}-hint`} className="amplify-field__description">
        {PHOTO_ADVICE}
      </Text>
      <input
        ref={input}
        id={`${id}-input`}
        className="photo-file-input"
        type="file"
        name="file"
        accept={PHOTO_ACCEPT}
        disabled={disabled}
        aria-invalid={hasError || undefined}
        aria-describedby={`${id}-hint${hasError ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
      />
      {hasError && (
        <Text id={`${id}-error`} className="amplify-field__error-message">
          {errors.map((m) => (
            <span key={m} className="field-message-line">
              {m}
            </span>
          ))}
        </Text>
      )}
      {file && !hasError && (
        <figure className="photo-preview">
          {preview && <img src={preview} alt="Preview of the chosen photo" width={200} />}
          <figcaption>
            {file.name}
            {storedAs && <span className="photo-stored-as">{`Saved as ${storedAs}`}</span>}
          </figcaption>
        </figure>
      )}
    </Flex>
  );
}
