import { useSearchParams } from 'react-router';
import { Alert } from './plainControls';

/** A feature's one-off notices: key (as carried in `?notice=`) → the text shown. */
export type NoticeTexts = Readonly<Record<string, string>>;

/** `path` with `?notice=key` added, for a redirect; `T` is the record the key belongs to. */
export const withNotice = <T extends NoticeTexts>(path: string, notice: keyof T & string) =>
  `${path}${path.includes('?') ? '&' : '?'}notice=${notice}`;

/**
 * The notice a redirect carried in `?notice=`, when it is one of `texts`. An own key only: a plain
 * object also answers `in` for inherited names such as `toString`.
 */
export function Notice({ texts }: { texts: NoticeTexts }) {
  const [params] = useSearchParams();
  const key = params.get('notice');
  if (!key || !Object.hasOwn(texts, key)) return null;
  return <Alert kind="success">{texts[key]}</Alert>;
}
