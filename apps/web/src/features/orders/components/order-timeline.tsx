import type { TimelineEntry } from '@haat/contract';
import { stateName } from './order-status-badge';
import { formatOrderDateTime } from '../lib/order-dates';

/** Each shipping state the order reached, with its date and time in India ('Shipped · 21-Nov-2026, 3:40 pm'). */
export function OrderTimeline({ timeline }: { timeline: readonly TimelineEntry[] }) {
  return (
    <ol className="order-timeline">
      {timeline.map((entry, index) => (
        <li
          key={`${entry.state}-${entry.at}`}
          className={[
            'order-timeline-entry',
            entry.state === 'Cancelled' ? 'is-cancelled' : '',
            index === timeline.length - 1 ? 'is-latest' : '',
          ].join(' ')}
        >
          {stateName(entry.state)}
          {' · '}
          <time dateTime={entry.at}>{formatOrderDateTime(entry.at)}</time>
        </li>
      ))}
    </ol>
  );
}
