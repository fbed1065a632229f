import { useId, useState, type ReactNode } from 'react';
import { Button } from './plainControls';

/**
 * A 'More' button that shows and hides a few less used actions (Block, Report) under it: a
 * disclosure (aria-expanded), not an ARIA menu, so its buttons are reached with Tab as any other.
 * The panel stays open until More is pressed again: its buttons open confirmation dialogs of their
 * own, which must stay in the page while they ask.
 */
export function MoreMenu({ label = 'More', children }: { label?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="more-menu">
      <Button aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {label} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </Button>
      <div id={panelId} className="more-menu-panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
