import { useId, useState } from 'react';
import { Button } from './plainControls';

/** Long text cut at `limit` characters, with a Show More / Show Less toggle. */
export function ShowMore({ text, limit = 100 }: { text: string; limit?: number }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (text.length <= limit) return <>{text}</>;
  // Cut at a word boundary when there is one near the limit.
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  const short = `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
  return (
    <span className="show-more">
      <span id={id}>{open ? text : short}</span>{' '}
      <Button
        variation="link"
        size="small"
        className="show-more-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? 'Show Less' : 'Show More'}
      </Button>
    </span>
  );
}
