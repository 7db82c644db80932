/** ₹ with Indian digit grouping, as the storefront shows money. */
export function rupees(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '—';
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);
}

/** A moment as an operator in India reads it: date and time in IST. */ export const formatWhen = (
  iso: string,
) =>
  new Date(iso).toLocaleString('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
