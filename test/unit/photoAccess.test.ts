/** The one rule of who sees which photo: every setting against every viewer kind. */
import { describe, expect, it } from 'vitest';
import { shownToRequester, visiblePhotos, type PhotoAccess, type PhotoViewerKind } from '#shared/domain/photoAccess.js';

const photos = ['p1', 'p2', 'p3'];
const table: Record<PhotoViewerKind, Record<PhotoAccess, string[]>> = {
  owner: { all: photos, first: photos, none: photos },
  connected: { all: photos, first: photos, none: photos },
  approved: { all: photos, first: photos, none: photos },
  member: { all: photos, first: ['p1'], none: [] },
  visitor: { all: photos, first: ['p1'], none: [] },
  blocked: { all: [], first: [], none: [] },
};

describe('visiblePhotos', () => {
  for (const [viewer, bySetting] of Object.entries(table)) {
    for (const [setting, seen] of Object.entries(bySetting)) {
      it(`${viewer} under '${setting}' sees ${seen.length}`, () => {
        expect(visiblePhotos(photos, setting as PhotoAccess, viewer as PhotoViewerKind)).toEqual(seen);
      });
    }
  }
  it('a profile from before the setting shows every member all photos', () => {
    expect(visiblePhotos(photos, undefined, 'member')).toEqual(photos);
  });
  it('the requester learns only "requested" or "not now"', () => {
    expect([shownToRequester('pending'), shownToRequester('declined'), shownToRequester('withdrawn'), shownToRequester(undefined)])
      .toEqual(['requested', 'notNow', 'notNow', null]);
  });
});
