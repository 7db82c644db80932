// A coupon's start and end as the form's date fields show them. The API takes a whole day in
// India ('YYYY-MM-DD': a start opens at 00:00 IST, an end closes after that day) or an exact
// instant; a saved end of a whole day is stored as the next day's 00:00 IST.
const IST_OFFSET_MS = 330 * 60 * 1000;

/** The day in India of an instant, 'YYYY-MM-DD'. */
export function istDay(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The day a stored end belongs to: an end at 00:00 IST closes the day before. */
export function istEndDay(iso: string): string {
  return istDay(new Date(Date.parse(iso) - 1).toISOString());
}

/**
 * What to send for a date field: nothing when empty, the saved instant itself when the day shown
 * was not changed (so opening and saving a coupon never moves its start or end), else the day.
 */
export function dateToSend(day: string, saved: { day: string; iso: string } | null) {
  if (!day) return undefined;
  return saved && saved.day === day ? saved.iso : day;
}
