/**
 * On a phone the dashboard's sub-navigation and its tabs are each one row that scrolls sideways
 * (styles/phone.css): the current item is brought into its row (the row only, never the page), or a
 * page opened on the last tab (Received Proposals, User Settings) shows no item marked.
 */
export function bringIntoRow(item: HTMLElement | null | undefined, row: HTMLElement | null | undefined = item?.parentElement): void {
  if (!item || !row || row.scrollWidth <= row.clientWidth) return;
  const t = item.getBoundingClientRect();
  const r = row.getBoundingClientRect();
  // Whole pixels outwards: an item's width is fractional, and the row scrolls by whole ones.
  if (t.left < r.left) row.scrollLeft = Math.floor(row.scrollLeft + t.left - r.left);
  else if (t.right > r.right) row.scrollLeft = Math.ceil(row.scrollLeft + t.right - r.right);
}
