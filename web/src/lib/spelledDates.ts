/** A day spelled out ('3 Mar 2025' or 'Mar 3, 2025' by the browser's locale), never an ambiguous 03/04. */
export const spelledDay = (iso: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
};

/** A date and time spelled out ('3 Mar 2025, 14:05' by the browser's locale), never an ambiguous 03/04. */
export const spelledTime = (iso: string): string => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
};
