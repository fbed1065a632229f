import { Children, isValidElement, type ReactNode } from 'react';

/**
 * A list of profile cards in a grid whose column count follows the screen width (styles/discovery.css):
 * search results 1 to 4 columns, matched profiles 1/2/2/3/4 (spec sections 2 and 9). Each child
 * becomes one list item, so a screen reader announces how many cards there are.
 */
export function ProfileGrid({
  columns,
  children,
  label,
}: {
  columns: 'search' | 'matched';
  children: ReactNode;
  /** The list's accessible name (e.g. 'Search results'). */
  label?: string;
}) {
  return (
    <ul className={`profile-grid profile-grid--${columns}`} aria-label={label}>
      {Children.toArray(children).map((child, i) => (
        <li key={isValidElement(child) && child.key !== null ? child.key : i}>{child}</li>
      ))}
    </ul>
  );
}
