// Dates as this page's language writes them (docs/decisions/hindi.md): English keeps docs/spec.md
// §9's '05-Mar-2026'; Hindi reads '05 मार्च 2026' through Intl. Always India's time.
import {
  formatDateIn,
  formatDeliveryDate as deliveryDateIn,
  formatOrderDate as orderDateIn,
} from '@haat/india';
import { messages as m } from '../messages';

export function formatOrderDate(date: Date | string): string {
  return orderDateIn(date, m.language.code);
}

export function formatDeliveryDate(date: Date | string): string {
  return deliveryDateIn(date, m.language.code);
}

/** The date and the time: '21-Nov-2026, 3:40 pm'; in Hindi '21 नव॰ 2026, 3:40 pm'. */
export function formatDateAndTime(date: Date | string): string | undefined {
  return m.language.code === 'en' ? undefined : formatDateIn(m.language.code, 'dayAndTime', date);
}
