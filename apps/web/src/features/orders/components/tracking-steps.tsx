import type { ShippingState, TimelineEntry } from '@haat/contract';
import { messages as m } from '../../../messages/orders';
import { formatOrderDateTime } from '../lib/order-dates';

/**
 * docs/decisions/product-owner.md: the happy path of an order; Cancelled replaces what was not
 * reached.
 */
export const DELIVERY_STEPS: readonly ShippingState[] = [
  'Placed',
  'Packed',
  'Shipped',
  'Out for delivery',
  'Delivered',
];

export type StepProgress = 'done' | 'current' | 'upcoming' | 'cancelled';

export interface TrackingStep {
  state: ShippingState;
  progress: StepProgress;
  /** When the order reached it; null while not reached. */
  at: string | null;
}

/**
 * The steps to draw: the five of the happy path, or — for a cancelled order — the steps it went
 * through followed by Cancelled.
 */
export function trackingStepsOf(order: {
  shippingStatus: ShippingState;
  timeline: readonly TimelineEntry[];
}): TrackingStep[] {
  const reachedAt = (state: ShippingState) =>
    order.timeline.find((entry) => entry.state === state)?.at ?? null;
  if (order.shippingStatus === 'Cancelled') {
    const reached = DELIVERY_STEPS.filter((state) => reachedAt(state) !== null);
    return [
      ...reached.map((state) => ({ state, progress: 'done' as const, at: reachedAt(state) })),
      { state: 'Cancelled', progress: 'cancelled', at: reachedAt('Cancelled') },
    ];
  }
  const currentIndex = DELIVERY_STEPS.indexOf(order.shippingStatus);
  return DELIVERY_STEPS.map((state, index) => ({
    state,
    progress:
      index < currentIndex
        ? 'done'
        : index === currentIndex
          ? order.shippingStatus === 'Delivered'
            ? 'done'
            : 'current'
          : 'upcoming',
    at: reachedAt(state),
  }));
}

const PROGRESS_TEXT: Record<StepProgress, string> = {
  done: m.tracking.stepDone,
  current: m.tracking.stepCurrent,
  upcoming: m.tracking.stepUpcoming,
  cancelled: m.tracking.stepCurrent,
};

/** A step indicator: Placed → Packed → Shipped → Out for delivery → Delivered, or Cancelled. */
export function TrackingSteps({
  shippingStatus,
  timeline,
}: {
  shippingStatus: ShippingState;
  timeline: readonly TimelineEntry[];
}) {
  const steps = trackingStepsOf({ shippingStatus, timeline });
  return (
    <ol className="track-steps" aria-label={m.tracking.stepsLabel}>
      {steps.map((step, index) => (
        <li
          key={step.state}
          className={`track-step is-${step.progress}`}
          aria-current={step.state === shippingStatus ? 'step' : undefined}
        >
          <span className="track-step-marker" aria-hidden="true">
            {step.progress === 'done' ? '✓' : step.progress === 'cancelled' ? '✕' : index + 1}
          </span>
          <span className="track-step-text">
            <span className="track-step-label">{m.orders.states[step.state]}</span>
            <span className="visually-hidden"> ({PROGRESS_TEXT[step.progress]})</span>
            {step.at ? (
              <time className="track-step-time" dateTime={step.at}>
                {formatOrderDateTime(step.at)}
              </time>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
