import { useReducer, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, PaymentType } from '@haat/contract';
import { formatInr, rupeesToPaise } from '@haat/india';
import { messages as m } from '../../../messages/cart';
import { showToast } from '../../../components/ui/toast';
import type { CartLine, CartLineKey } from '../../../lib/cart-lines';
import { CAPTCHA_LENGTH, TOAST_MS } from '@haat/contract/constants';
import { WhatsAppBox } from '../../../components/ui/whatsapp-box';
import {
  forgetWhatsAppChoice,
  useWhatsAppChoice,
  whatsappNumberShown,
} from '../../../lib/whatsapp-choice';
import { captchaQueryOptions } from '../api/get-captcha';
import { checkCoupon } from '../api/check-coupon';
import { checkoutSummaryOptions } from '../api/get-checkout-summary';
import { placeOrder } from '../api/place-order';
import { appliedCouponCode, couponReducer, INITIAL_COUPON } from '../lib/coupon-state';
import {
  deliveryEstimate,
  paymentAvailability,
  resolvePaymentType,
  type PaymentAvailability,
} from '../lib/payment-options';
import {
  buildOrderBody,
  newIdempotencyKey,
  readOrderAnswer,
  readOrderError,
} from '../lib/place-order-outcome';
import { AddressChooser } from './address-chooser';
import { CaptchaField } from './captcha-field';
import { CouponBox } from './coupon-box';
import { CheckoutItems, OrderSummary } from './order-summary';
import { PaymentChoice } from './payment-choice';

/** Where an online order goes to pay; a seam so tests can see the URL without leaving. */
export const paymentPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};

export interface AddressBook {
  data: readonly Address[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface CheckoutViewProps {
  addresses: AddressBook;
  /** The account feature's add/update address dialog, composed in by the route. */
  renderAddressDialog: (address: Address | null, onClose: () => void) => ReactNode;
  /** Takes a line out of the cart (a line the address cannot receive). */
  onRemoveLine: (line: CartLineKey) => Promise<boolean>;
  /** status 1: the order exists; the route clears the cart and shows /order/{id}. */
  onOrderPlaced: (orderID: string) => void;
  /** A refusal that may have changed the cart (stock): read it again. */
  onCartChanged: () => void;
}

type Placing = 'idle' | 'placing' | 'redirecting';
type DialogState = { isOpen: false } | { isOpen: true; address: Address | null };

/**
 * /checkout (docs/spec.md §2, §4, §5): address, payment type, coupon, the server's summary, the COD
 * captcha and Place Order. Every figure on it is the server's; the order is checked again there.
 */
export function CheckoutView({
  addresses,
  renderAddressDialog,
  onRemoveLine,
  onOrderPlaced,
  onCartChanged,
}: CheckoutViewProps) {
  const [selectedID, setSelectedID] = useState<string | null>(null);
  const [chosenType, setChosenType] = useState<PaymentType>('prepaid');
  const [coupon, dispatchCoupon] = useReducer(couponReducer, INITIAL_COUPON);
  const couponAttempt = useRef(0);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [placing, setPlacing] = useState<Placing>('idle');
  const [removingKey, setRemovingKey] = useState<string | null>(null);
  const [dialog, setDialog] = useState<DialogState>({ isOpen: false });
  // docs/spec.md §4 / docs/decisions/product-owner.md: one key per checkout visit, so a double
  // submit makes one order.
  const [idempotencyKey] = useState(newIdempotencyKey);
  // Order updates on WhatsApp (docs/decisions/whatsapp.md): the box shows the stored choice until
  // the shopper ticks or unticks it; their own tick wins over a choice that arrives later, and is
  // sent with the order (nothing is sent while they leave it alone).
  const queryClient = useQueryClient();
  const whatsapp = useWhatsAppChoice();
  const [whatsappTicked, setWhatsappTicked] = useState<boolean | null>(null);
  const whatsappNumber =
    whatsapp.data?.available === true ? whatsappNumberShown(whatsapp.data.mobile) : null;
  const whatsappUpdates = whatsappTicked ?? whatsapp.data?.orderUpdates ?? false;

  // A newly added address becomes the selected one (compared during render, not in an effect).
  const ids = addresses.data?.map((address) => address.addressID) ?? null;
  const idsKey = ids?.join('|') ?? '';
  const [seen, setSeen] = useState({ key: idsKey, ids });
  if (seen.key !== idsKey) {
    const added = ids && seen.ids ? ids.find((id) => !seen.ids?.includes(id)) : undefined;
    setSeen({ key: idsKey, ids });
    if (added) {
      setSelectedID(added);
      dispatchCoupon({ type: 'cleared' });
    }
  }

  const addressID =
    ids === null || ids.length === 0
      ? null
      : selectedID !== null && ids.includes(selectedID)
        ? selectedID
        : (ids[0] ?? null);

  // What the last summary for this address offers decides the payment type (docs/spec.md §5). Kept in
  // state because the summary query itself depends on the payment type.
  const [offered, setOffered] = useState<{
    addressID: string;
    availability: PaymentAvailability;
  } | null>(null);
  const paymentType = resolvePaymentType(
    chosenType,
    offered && offered.addressID === addressID ? offered.availability : null,
  );
  const couponCode = paymentType === 'prepaid' ? appliedCouponCode(coupon) : null;

  const summary = useQuery({
    ...checkoutSummaryOptions({ addressID: addressID ?? '', paymentType, couponCode }),
    enabled: addressID !== null,
  });
  const data = summary.data && summary.data.addressID === addressID ? summary.data : undefined;
  if (data) {
    const availability = paymentAvailability(data);
    if (
      offered?.addressID !== data.addressID ||
      offered.availability.cod !== availability.cod ||
      offered.availability.prepaid !== availability.prepaid
    ) {
      setOffered({ addressID: data.addressID, availability });
    }
  }
  const isSummaryCurrent = data !== undefined && !summary.isPlaceholderData && !summary.isFetching;

  const captcha = useQuery({ ...captchaQueryOptions(), enabled: paymentType === 'cod' });

  function refreshCaptcha() {
    setCaptchaAnswer('');
    void captcha.refetch();
  }

  function selectAddress(id: string) {
    if (id === addressID) return;
    setSelectedID(id);
    // docs/spec.md §4: selecting an address reloads the summary and resets the coupon.
    dispatchCoupon({ type: 'cleared' });
  }

  function choosePayment(type: PaymentType) {
    if (type === paymentType) return;
    setChosenType(type);
    // A coupon is for prepaid only; a new choice starts with an empty box.
    dispatchCoupon({ type: 'cleared' });
    setCaptchaError(null);
  }

  async function applyCoupon() {
    if (addressID === null || coupon.code === '') return;
    couponAttempt.current += 1;
    const attempt = couponAttempt.current;
    dispatchCoupon({ type: 'checking', attempt });
    try {
      const answer = await checkCoupon({ couponeid: coupon.code, addressID });
      if (answer.Status === 'success') {
        dispatchCoupon({ type: 'applied', attempt, discountRupees: answer.Payload });
      } else {
        dispatchCoupon({ type: 'failed', attempt, message: answer.Payload });
      }
    } catch (error) {
      console.error('Coupon check failed', error);
      dispatchCoupon({ type: 'failed', attempt, message: m.checkout.couponFailed });
    }
  }

  async function removeLine(line: CartLine) {
    setRemovingKey(line.key);
    try {
      if (await onRemoveLine(line)) await summary.refetch();
    } finally {
      setRemovingKey(null);
    }
  }

  async function submitOrder() {
    if (!data || !isSummaryCurrent || placing !== 'idle') return;
    if (paymentType === 'cod' && captchaAnswer.length !== CAPTCHA_LENGTH) {
      setCaptchaError(m.checkout.captchaRequired);
      return;
    }
    setPlacing('placing');
    setCaptchaError(null);
    try {
      const answer = await placeOrder(
        buildOrderBody(data, {
          idempotencyKey,
          captchaID: captcha.data?.captchaID,
          captcha: captchaAnswer,
          whatsappUpdates: whatsappNumber !== null ? (whatsappTicked ?? undefined) : undefined,
        }),
      );
      if (whatsappTicked !== null) forgetWhatsAppChoice(queryClient);
      const outcome = readOrderAnswer(answer);
      if (outcome.kind === 'placed') {
        showToast(m.checkout.orderSuccess, { durationMs: TOAST_MS.default, tone: 'success' });
        onOrderPlaced(outcome.orderID);
        return;
      }
      if (outcome.kind === 'pay') {
        setPlacing('redirecting');
        paymentPage.open(outcome.url);
        return;
      }
      showToast(outcome.message, { durationMs: TOAST_MS.default, tone: 'error' });
      if (paymentType === 'cod') refreshCaptcha();
      setPlacing('idle');
    } catch (error) {
      console.error('Order placement failed', error);
      const refusal = readOrderError(error, m.checkout.orderFailed);
      if (refusal.kind === 'captcha') {
        // docs/spec.md §5: 'Captcha Not Match.' and a new code.
        setCaptchaError(refusal.message);
      } else {
        showToast(refusal.message, { durationMs: TOAST_MS.default, tone: 'error' });
        if (refusal.kind === 'summaryChanged') {
          void summary.refetch();
          onCartChanged();
        }
      }
      // The server uses a captcha up on any attempt.
      if (paymentType === 'cod') refreshCaptcha();
      setPlacing('idle');
    }
  }

  const availability = offered && offered.addressID === addressID ? offered.availability : null;
  const estimate = data ? deliveryEstimate(data, paymentType) : null;
  // Cash on delivery is placed with the captcha on screen: not while a new one is coming (after a
  // refused answer the old one is used up, and an answer sent with it would be refused again).
  const captchaReady = paymentType !== 'cod' || (captcha.data !== undefined && !captcha.isFetching);
  const canPlace =
    isSummaryCurrent &&
    data.deliveryAvailablity &&
    data.products.length > 0 &&
    placing === 'idle' &&
    captchaReady;

  return (
    <div className="container checkout-page">
      <h1>{m.checkout.title}</h1>
      <div className="checkout-layout">
        <div className="checkout-main">
          <AddressChooser
            addresses={addresses.data}
            isLoading={addresses.isPending}
            isError={addresses.isError}
            onRetry={() => void addresses.refetch()}
            selectedID={addressID}
            onSelect={selectAddress}
            onAdd={() => setDialog({ isOpen: true, address: null })}
            onEdit={(address) => setDialog({ isOpen: true, address })}
          />
          {addressID !== null ? (
            <PaymentChoice
              value={paymentType}
              availability={availability}
              disabled={placing !== 'idle'}
              onChange={choosePayment}
            />
          ) : null}
          {data && !data.deliveryAvailablity ? (
            <div className="checkout-undeliverable" role="alert">
              <p className="checkout-undeliverable-title">{m.checkout.notDeliverable}</p>
              <p>{m.checkout.notDeliverableHint}</p>
            </div>
          ) : null}
          {data ? (
            <CheckoutItems
              summary={data}
              removingKey={removingKey}
              onRemove={(line) => void removeLine(line)}
            />
          ) : null}
        </div>

        <div className="checkout-side">
          {addressID === null ? null : summary.isError && !data ? (
            <div className="checkout-card form-alert" role="alert">
              <p>{m.errors.routeBody}</p>
              <button type="button" className="link-button" onClick={() => void summary.refetch()}>
                {m.errors.tryAgain}
              </button>
            </div>
          ) : !data ? (
            <div className="checkout-card checkout-loading" role="status">
              <p className="muted">{m.checkout.loading}</p>
            </div>
          ) : (
            <>
              <CouponBox
                state={coupon}
                isEnabled={paymentType === 'prepaid'}
                onType={(code) => dispatchCoupon({ type: 'typed', code })}
                onApply={() => void applyCoupon()}
                onCancel={() => dispatchCoupon({ type: 'cleared' })}
              />
              <OrderSummary summary={data} deliveryDate={estimate} isUpdating={!isSummaryCurrent} />
              {paymentType === 'cod' ? (
                <CaptchaField
                  svg={captcha.data?.svg}
                  isLoading={captcha.isFetching}
                  isError={captcha.isError}
                  value={captchaAnswer}
                  error={captchaError}
                  onChange={(value) => {
                    setCaptchaAnswer(value);
                    if (captchaError) setCaptchaError(null);
                  }}
                  onRefresh={refreshCaptcha}
                />
              ) : null}
              {whatsappNumber !== null ? (
                <div className="checkout-card">
                  <WhatsAppBox
                    name="whatsappUpdates"
                    label={m.checkout.whatsappOptIn(whatsappNumber)}
                    hint={m.checkout.whatsappHint}
                    checked={whatsappUpdates}
                    disabled={placing !== 'idle'}
                    onChange={(event) => setWhatsappTicked(event.currentTarget.checked)}
                  />
                </div>
              ) : null}
              <div className="checkout-place">
                <p className="checkout-place-amount">
                  <span>{m.checkout.payable}</span>
                  <strong>{formatInr(rupeesToPaise(data.payableamount))}</strong>
                </p>
                <button
                  type="button"
                  className="button button-primary checkout-place-button"
                  disabled={!canPlace}
                  onClick={() => void submitOrder()}
                >
                  {placing === 'placing'
                    ? m.checkout.placing
                    : placing === 'redirecting'
                      ? m.checkout.redirecting
                      : m.checkout.placeOrder}
                </button>
                <p className="checkout-place-note muted">{m.checkout.secureNote}</p>
              </div>
            </>
          )}
        </div>
      </div>
      {dialog.isOpen
        ? renderAddressDialog(dialog.address, () => setDialog({ isOpen: false }))
        : null}
    </div>
  );
}
