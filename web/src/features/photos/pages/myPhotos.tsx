import { useEffect, useRef, useState } from 'react';
import { Form, useActionData, useLoaderData, useNavigation, useSubmit, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { Radio, RadioGroupField } from '@aws-amplify/ui-react';
import { DEFAULT_PHOTO_ACCESS, photoAccessSetting, photoAccessSettings, type PhotoAccess } from '#shared/domain/photoAccess.js';
import { photoAccessTexts } from '#shared/texts.js';
import { PHOTO_MAX_COUNT, photoTexts, type Photo } from '#shared/domain/candidate.js';
import { ConfirmDialog } from '#web/components/ConfirmDialog';
import { Actions, Alert, ButtonLink, FormMessages, formText, SubmitButton } from '#web/components/forms';
import { api } from '#web/lib/api/client';
import { failure, type FormResult } from '#web/lib/api/failure';
import { requireSession } from '#web/lib/auth';
import { paths } from '#web/lib/paths';
import { refreshSession } from '#web/lib/refreshSession';
import { PhotoGallery, photoPosition } from '#web/features/photos/components/PhotoGallery';

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireSession(request);
  const candidateId = params.candidateId ?? '';
  const [{ items }, profile] = await Promise.all([
    api('getPhotos', { params: { candidateId }, request }),
    api('getCandidateProfile', { params: { candidateId }, request }),
  ]);
  return { candidateId, photos: items, photoAccess: profile.photoAccess ?? DEFAULT_PHOTO_ACCESS };
}

/** Who sees which photo: the family's choice, saved on its own. */
async function saveAccess(request: Request, candidateId: string, form: FormData): Promise<FormResult> {
  const chosen = photoAccessSetting.safeParse(formText(form, 'photoAccess'));
  if (!chosen.success) return { ok: false, message: 'Please choose who sees your photos.' };
  try {
    await api('setPhotoAccess', { params: { candidateId }, body: { photoAccess: chosen.data }, request });
  } catch (e) {
    return failure(e, { fallback: 'Your choice could not be saved. Please try again.' });
  }
  return { ok: true, message: photoAccessTexts.saved };
}

export async function action({ request, params }: ActionFunctionArgs): Promise<FormResult> {
  await requireSession(request);
  const form = await request.formData();
  if (formText(form, 'intent') === 'access') return saveAccess(request, params.candidateId ?? '', form);
  const photoId = formText(form, 'photoId');
  try {
    await api('deleteCandidatePhoto', { params: { candidateId: params.candidateId ?? '', photoId }, request });
  } catch (e) {
    return failure(e, { fallback: 'The photo could not be deleted. Please try again.' });
  }
  await refreshSession(request);
  return { ok: true, message: 'The photo is deleted.' };
}

export function Component() {
  const { candidateId, photos, photoAccess } = useLoaderData<typeof loader>();
  const [access, setAccess] = useState<PhotoAccess>(photoAccess);
  const result = useActionData<typeof action>();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [selected, setSelected] = useState<Photo | null>(null);
  const selectedIndex = selected ? photos.findIndex((p) => p.id === selected.id) : -1;
  const deleting = navigation.state !== 'idle' && navigation.formMethod !== undefined ? navigation.formData?.get('photoId') : null;
  const full = photos.length >= PHOTO_MAX_COUNT;
  const heading = useRef<HTMLHeadingElement>(null);
  // The deleted photo's button is gone: put focus back at the top, where the result is shown.
  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);

  return (
    <section className="page">
      <h1 ref={heading} tabIndex={-1}>
        My Photos
      </h1>
      <FormMessages result={result} />
      {photos.length > 0 && <p className="photo-hint">(Click/Tap the photo to delete it)</p>}
      <PhotoGallery
        photos={photos}
        width={200}
        label="My photos"
        onPhotoClick={setSelected}
        actionLabel={(position) => `Delete ${position}`}
        busyPhotoId={typeof deleting === 'string' ? deleting : undefined}
      />
      <Form method="post" className="photo-access">
        <input type="hidden" name="intent" value="access" />
        <RadioGroupField className="photo-access-choices" direction="column" legend={photoAccessTexts.settingLegend} name="photoAccess" value={access} onChange={(e) => setAccess(e.target.value as PhotoAccess)}>
          {photoAccessSettings.map((s) => (
            <Radio key={s} value={s}>
              {photoAccessTexts.choices[s]}
            </Radio>
          ))}
        </RadioGroupField>
        <Actions>
          <SubmitButton variant="secondary">Save Choice</SubmitButton>
        </Actions>
      </Form>
      {full && <Alert kind="info">{`${photoTexts.tooMany} Delete a photo to upload another.`}</Alert>}
      <Actions>
        <ButtonLink to={paths.myProfile} variant="secondary">
          Back
        </ButtonLink>
        {!full && <ButtonLink to={paths.uploadPhotos(candidateId)}>Upload Photos</ButtonLink>}
      </Actions>
      <ConfirmDialog
        open={selected !== null}
        title={selectedIndex >= 0 ? `Delete ${photoPosition(selectedIndex, photos.length)}` : 'Delete photo'}
        confirmLabel="Delete"
        danger
        onConfirm={() => {
          if (selected) void submit({ photoId: selected.id }, { method: 'post' });
          setSelected(null);
        }}
        onCancel={() => setSelected(null)}
      >
        <p>Are you sure to delete this photo?</p>
        {selected && <img className="photo-confirm" src={selected.fileURL} alt={`Photo ${selectedIndex + 1} of ${photos.length}`} width={200} />}
      </ConfirmDialog>
    </section>
  );
}
