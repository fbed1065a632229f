/**
 * The sign-in redirect (`?from=`) leads only to a path of this site, by its own check:
 * browsers drop tabs and line breaks from URLs and read a backslash as a slash, so each
 * refused value below would otherwise lead to another host after signing in.
 */
import { describe, expect, it } from 'vitest';
import type { Session } from '#shared/domain/user.js';
import { afterSignInPath, paths, safeFrom, signinPath } from '#web/lib/paths';

const elsewhere = [
  '//evil.example', '/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', '\t//evil.example',
  '/\\evil.example', '/\\/evil.example', '\\\\evil.example', '/%09/x\\evil', '/ /evil.example',
  'https://evil.example/', 'http:/evil.example', 'javascript:alert(1)', 'evil.example/path', '',
  `${paths.signIn}?from=/dashboard`, paths.signOut,
  '/.//evil.example', '/..//evil.example', '/a/..//evil.example', '/%2e%2e//evil.example', '/%2E//evil.example',
  '/a/%2e%2e//evil.example', '/./evil.example', '/dashboard/..',
];

describe('safeFrom', () => {
  it.each(elsewhere.map((v) => [JSON.stringify(v), v]))('refuses %s', (_, from) => {
    expect(safeFrom(from)).toBeNull();
    expect(signinPath(from)).toBe(paths.signIn);
  });

  it('keeps a path of this site with its query and fragment', () => {
    expect(safeFrom('/dashboard')).toBe('/dashboard');
    expect(safeFrom('/search?gender=Female&page=2#results')).toBe('/search?gender=Female&page=2#results');
    expect(signinPath('/mySavedProfiles')).toBe(`${paths.signIn}?from=${encodeURIComponent('/mySavedProfiles')}`);
  });

  it('a signed-in family with a complete profile goes to `from` only when it is safe', () => {
    const session = { id: 'u1', candidateId: 'c1', candidateProfileVisibilityFlag: true, candidateProfilePhotoFlag: true } as Session;
    expect(afterSignInPath(session, '/\t/evil.example')).toBe(paths.dashboard);
    expect(afterSignInPath(session, '//evil.example')).toBe(paths.dashboard);
    expect(afterSignInPath(session, '/mySavedProfiles')).toBe('/mySavedProfiles');
  });
});
