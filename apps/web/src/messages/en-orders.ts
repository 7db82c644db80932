/**
 * Sentences of orders after purchase: the account's order list, order details with
 * cancel, reviews and the invoice, and the public tracking page: `orders`, `orderDetails`,
 * `tracking`. Wording follows docs/spec.md §2, §4 and §8 with docs/decisions/product-owner.md's
 * typo fixes ('Unable To Cancellation Request' reads as plain English).
 */

const products = (count: number) => (count === 1 ? '1 Product' : `${count} Products`);
const stars = (count: number) => (count === 1 ? '1 star' : `${count} stars`);

export const orderMessages = {
  /** Said once an order or some of its items are cancelled. */
  orderToasts: {
    cancellationSuccess: 'Cancellation Success.',
  },

  orders: {
    heading: 'My orders',
    filterLabel: 'Show',
    /** docs/spec.md §2: the selector's options, in this order; the first (1) is the initial one. */
    filters: {
      prepaid: 'Prepaid Order',
      cod: 'Cod Order',
      complete: 'Complete Order',
      cancelled: 'Cancelled Order',
    },
    loading: 'Loading your orders…',
    loadFailed: 'Your orders could not be loaded.',
    tryAgain: 'Try again',
    empty: {
      prepaid: 'You have no active prepaid orders.',
      cod: 'You have no active cash on delivery orders.',
      complete: 'You have no completed orders yet.',
      cancelled: 'You have no cancelled orders.',
    },
    emptyHint: 'Orders you place appear here.',
    browse: 'Browse products',
    listLabel: 'Your orders',
    orderId: (id: string) => `Order ${id}`,
    /** docs/spec.md §2: '(N Products)' when an order holds several. */
    productCount: (count: number) => `(${products(count)})`,
    total: 'Total',
    otherProducts: 'Also in this order',
    /** Alt text of another product's thumbnail: its title and its own sum. */
    otherProduct: (title: string, sum: string) => `${title}, ${sum}`,
    /** "₹250.00 × 2 = ₹500.00" */
    lineSum: (price: string, pieces: number, total: string) => `${price} × ${pieces} = ${total}`,
    status: 'Status',
    /** An order's shipping state as the badge and the tracking steps name it. */
    states: {
      Placed: 'Placed',
      Packed: 'Packed',
      Shipped: 'Shipped',
      'Out for delivery': 'Out for delivery',
      Delivered: 'Delivered',
      Cancelled: 'Cancelled',
    },
    paymentPending: 'Payment pending',
    viewDetails: (id: string) => `Order ${id}, view details`,
  },

  orderDetails: {
    title: 'Order details',
    heading: (id: string) => `Order ${id}`,
    complain: 'Complain about this order',
    loading: 'Loading your order…',
    loadFailed: 'This order could not be loaded.',
    notFound: 'We could not find this order in your account.',
    notFoundHint: 'Check the link, or find the order under My Order in your account.',
    myOrders: 'Go to My Order',
    tryAgain: 'Try again',
    guestTitle: 'Log in to see this order',
    guestBody: 'Order details are kept with your account.',
    logIn: 'Log in',
    orderedOn: 'Ordered on',
    itemsHeading: (count: number) => `Items (${count})`,
    variant: (parts: string[]) => parts.filter((part) => part.trim() !== '').join(' · '),
    lineSum: (price: string, pieces: number, total: string) => `${price} × ${pieces} = ${total}`,
    addressHeading: 'Delivery address',
    mobile: (mobile: string) => `Mobile: ${mobile}`,
    paymentHeading: 'Payment',
    paymentTypes: {
      cod: 'Cash on delivery (COD)',
      prepaid: 'Paid online (prepaid)',
    },
    paymentPending: 'Waiting for the online payment.',
    chargesHeading: 'Price details',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    platformCharge: 'Platform charge',
    discount: 'Coupon discount',
    total: 'Total',
    payable: 'Amount payable',
    timelineHeading: 'Order progress',
    /** 'Shipped · 21-Nov-2026, 3:40 pm' */
    timelineEntry: (state: string, when: string) => `${state} · ${when}`,

    // docs/spec.md §4 cancel request.
    cancelRequest: 'Cancel Request',
    cancelHeading: 'Cancel this order',
    cancelReason: 'Why do you want to cancel?',
    cancelReasonHint: 'Your reason helps the seller. Stock goes back and any payment is refunded.',
    cancelReasonRequired: 'Please tell us why you are cancelling.',
    cancelReasonShort: 'Tell us why, in at least 3 characters.',
    cancelReasonLong: 'Use at most 500 characters.',
    confirmCancel: 'Confirm For Cancel',
    confirmingCancel: 'Cancelling…',
    closeCancel: 'Cancel',
    /**
     * docs/spec.md §8 'Unable To Cancellation Request', as docs/decisions/product-owner.md fixes
     * the wording.
     */
    cancelNetworkError: 'Unable to cancel the order. Please try again.',
    shippedNoCancel: 'This order has shipped, so it can no longer be cancelled.',
    /** docs/decisions/cancellation.md "A part delivered": the API's 409 says the same. */
    partDeliveredNoCancel:
      'Part of this order has been delivered, so it can no longer be cancelled. Ask for a return of the delivered items on this page; the rest can be returned once it arrives.',
    downloadCreditNote: 'Download Credit Note',
    /** docs/decisions/cancellation.md: one item or one seller's parcel, before the order ships. */
    cancelItem: 'Cancel this item',
    cancelParcel: 'Cancel this parcel',
    cancelItemsReason: 'Why do you want to cancel it?',
    cancelItemsHint:
      'The rest of the order goes on. What you paid for it comes back the way you paid.',
    confirmCancelItems: 'Confirm',
    lineCancelled: 'Cancelled',
    downloadingCreditNote: 'Downloading…',
    /** docs/decisions/cancellation.md: the fee of a cancel after shipping, seen before confirming. */
    shippedCancelFee: (fee: string, refund: string) =>
      `This order has shipped. Cancelling it now costs ${fee} for bringing it back, kept from your refund: ${refund} comes back to you.`,
    shippedCancelFree:
      'This order has shipped. You can still cancel it at no cost; the courier brings it back to the seller.',
    confirmCancelWithFee: (fee: string) => `Confirm For Cancel (${fee} fee)`,
    cancelledNote: 'This order was cancelled.',

    // docs/spec.md §4 review.
    reviewHeading: 'Rate this product',
    starOption: (count: number) => stars(count),
    reviewText: 'Your review',
    reviewTextHint: 'What did you like or not like? Shown as plain text.',
    reviewTextRequired: 'Please write a few words about the product.',
    reviewTextShort: 'Write at least 3 characters.',
    reviewTextLong: 'Use at most 1000 characters.',
    submitReview: 'Submit',
    submittingReview: 'Submitting…',
    reviewThanks: 'Thank you for your review.',
    yourRating: (rating: number) => `Your rating: ${stars(rating)} out of 5`,
    yourRatingLabel: 'Your rating',
    reviewAfterDelivery: 'You can rate this product once it is delivered.',

    // Invoice and tracking link.
    downloadInvoice: 'Download Invoice',
    downloadingInvoice: 'Downloading…',
    invoiceFailed: 'The invoice could not be downloaded. Please try again.',
    invoiceNotReady: 'Your GST invoice is ready once the order ships.',
    trackingHeading: 'Share tracking',
    trackingHint: 'Anyone with this link sees the progress and the items, never your address.',
    openTracking: 'Open tracking page',
    copyTrackingLink: 'Copy tracking link',
    copyFailed: 'Copy the link from the box below.',
    trackingLinkLabel: 'Tracking link',
  },

  /** Each seller's parcel, on the order page and the public tracking page. */
  shipments: {
    heading: (count: number) => (count === 1 ? 'Your parcel' : `Your ${count} parcels`),
    from: (shopName: string) => `From ${shopName}`,
    states: {
      Placed: 'Being prepared',
      Packed: 'Packed',
      Shipped: 'On its way',
      Delivered: 'Delivered',
    },
    /** A cancelled order's parcel that had left: the courier takes it back to the seller. */
    returnToSeller: {
      'on-its-way': 'Cancelled — the parcel is on its way back to the seller',
      received: 'The parcel is back with the seller',
    },
    courier: 'Courier',
    trackingNumber: 'Tracking number',
    trackOn: (courier: string) => `Track on ${courier}'s site`,
    opensInNewTab: '(opens in a new tab)',
    packedOn: 'Packed on',
    shippedOn: 'Shipped on',
    deliveredOn: 'Delivered on',
    returnedOn: 'Back with the seller on',
    notShippedYet: 'The courier and tracking number show here once the seller ships it.',
    contains: 'In this parcel',
    /** A parcel booked through a courier: where its scans put it (docs/decisions/couriers.md). */
    parcelStates: {
      booked: 'Booked with the courier, waiting for pickup',
      'picked-up': 'Picked up by the courier',
      'in-transit': 'In transit',
      'out-for-delivery': 'Out for delivery',
      'failed-attempt': 'Delivery attempt failed',
      rto: 'Going back to the seller',
      'rto-delivered': 'Back with the seller',
      delivered: 'Delivered',
    },
    awb: 'AWB',
    trackParcel: 'Follow the parcel on the courier’s tracking page',
    expectedBy: 'Expected by',
    scansHeading: 'Parcel updates',
    /** A failed delivery attempt (docs/decisions/couriers.md "Failed deliveries"). */
    ndr: {
      failed: (attempt: number) =>
        attempt === 1
          ? 'The courier could not deliver this parcel.'
          : `The courier could not deliver this parcel (attempt ${attempt}).`,
      reason: 'The courier’s reason:',
      asked: {
        're-attempt': 'The courier has been asked to try again.',
        return: 'The parcel is being returned to the seller.',
      },
      ask: 'Ask the courier to try again',
      dateLabel: 'Deliver on (optional)',
      dateHint: 'Any day in the next week; leave empty for the next possible day.',
      send: 'Send the request',
      close: 'Not now',
      sent: 'The courier will try again.',
      askedAlready: 'A new attempt has already been asked for this delivery.',
      badDate: 'Choose a day in the next week.',
      failedToSend: 'The request could not be sent. Try again in a minute.',
    },
  },

  /** Money paid back to the shopper, on the order page. */
  refunds: {
    heading: 'Refund',
    processing: 'On its way back to you',
    refunded: 'Refunded',
    processingNote:
      'It goes back the way you paid. Banks usually take 5–7 working days to show it; we send an SMS and an e-mail once it has left.',
    refundedOn: 'Refunded on',
    reference: 'Reference',
  },

  /**
   * What a cancel after shipping kept from the refund, and why (docs/decisions/cancellation.md),
   * in the price details and on the Refund card.
   */
  keptFee: {
    charge: 'Cancellation fee kept',
    refund: 'Refund',
    why: {
      shipped: 'the parcel had already left the seller',
      'out-for-delivery': 'the parcel was already out for delivery',
    },
    /** 'Cancellation fee kept: ₹149.00 — the parcel was already out for delivery when you cancelled.' */
    line: (fee: string, why: string) =>
      `Cancellation fee kept: ${fee} — ${why} when you cancelled.`,
    sum: (paid: string, refund: string, fee: string) =>
      `You paid ${paid}: ${refund} comes back to you, and ${fee} was kept for bringing the parcel back.`,
    /** The same, when items cancelled before it shipped were refunded too (part of the refund). */
    sumWithItems: (paid: string, refund: string, items: string, fee: string) =>
      `You paid ${paid}: ${refund} comes back to you (${items} of it for the items you cancelled before it shipped), and ${fee} was kept for bringing the parcel back.`,
  },

  /** Returns of delivered items (docs/decisions/returns.md), on the order page. */
  returns: {
    heading: (count: number) => (count === 1 ? 'Your return' : `Your ${count} returns`),
    returnItem: 'Return',
    returnUntil: (date: string) => `Return available till ${date}`,
    windowClosed: (date: string) => `Return window closed on ${date}`,
    notReturnable: 'This item cannot be returned.',
    allReturned: 'Every piece of this item is being returned.',
    formLabel: (title: string) => `Return ${title}`,
    pieces: 'How many pieces?',
    reason: 'Why are you returning it?',
    chooseReason: 'Choose a reason',
    reasonRequired: 'Choose why you are returning it.',
    details: 'Tell the seller more (optional)',
    detailsHint: 'What is wrong, where the damage is: it helps the seller approve it quickly.',
    photos: 'Photos (optional, up to 3)',
    photosHint: 'A photo of the item and its packaging. JPEG, PNG or WebP, up to 10 MB.',
    addPhoto: 'Add a photo',
    uploadingPhoto: 'Adding the photo…',
    removePhoto: 'Remove photo',
    photoFailed: 'The photo could not be added. Try another one.',
    refundRule:
      'You get back what you paid for these pieces once they reach the seller; the shipping charge is not refunded.',
    submit: 'Ask for the return',
    submitting: 'Sending…',
    close: 'Close',
    networkError: 'The return could not be sent. Please try again.',
    piecesOf: (pieces: number) => (pieces === 1 ? '1 piece' : `${pieces} pieces`),
    refundLine: (amount: string, refunded: boolean) =>
      refunded ? `${amount} refunded` : `Refund: ${amount} once it reaches the seller`,
    reasonLine: (reason: string) => `Reason: ${reason}`,
    sellerSaid: 'The seller said',
    by: {
      shopper: 'you',
      seller: 'the seller',
      operator: 'Haat',
      courier: 'the courier',
      system: 'Haat',
    },
    stepBy: (label: string, by: string) => `${label}, by ${by}`,
    cancelReturn: 'Cancel this return',
    cancelling: 'Cancelling…',
    downloadCreditNote: 'Download Credit Note',
    photoOf: (title: string, index: number) => `Photo ${index} of ${title}`,
    // docs/decisions/returns.md: a cash on delivery order's refund goes to an account.
    payeeHeading: 'Where should we send your refund?',
    payeeHint:
      'You paid in cash, so we pay your refund into your UPI ID or bank account. We keep these details encrypted and show them only masked.',
    payeeUpi: 'UPI',
    payeeBank: 'Bank account',
    upiID: 'UPI ID',
    upiHint: 'For example name@okhdfcbank',
    accountName: 'Account holder’s name',
    accountNumber: 'Account number',
    confirmAccountNumber: 'Account number again',
    accountNumbersDiffer: 'The two account numbers differ.',
    ifsc: 'IFSC',
    ifscHint: '11 characters, on your cheque book or passbook, such as HDFC0001234.',
    refundTo: (where: string) => `Refund to: ${where}`,
    /** A return's pickup booked with the courier (docs/decisions/returns.md). */
    pickupHeading: 'Pickup by the courier',
    pickupStates: {
      booked: 'The courier will come to pick it up from you',
      'picked-up': 'Picked up from you',
      'in-transit': 'On its way back to the seller',
      'out-for-delivery': 'On its way back to the seller',
      'failed-attempt': 'The courier could not pick it up',
      rto: 'On its way back to the seller',
      'rto-delivered': 'Back with the seller',
      delivered: 'Back with the seller',
    },
    pickupByHand: 'The seller will arrange the pickup and let you know.',
  },

  tracking: {
    title: 'Track your order',
    heading: 'Track your order',
    notFound: 'We could not find an order with this tracking link.',
    notFoundHint: 'Check that the whole link was copied. Tracking links are long.',
    homeLink: 'Go to the home page',
    orderId: (id: string) => `Order ${id}`,
    orderedOn: 'Ordered on',
    status: 'Status',
    stepsLabel: 'Delivery progress',
    stepDone: 'done',
    stepCurrent: 'current step',
    stepUpcoming: 'not yet',
    deliveringTo: (city: string) => `Delivering to ${city}`,
    deliveredTo: (city: string) => `Delivered to ${city}`,
    itemsHeading: 'Items',
    quantity: (pieces: number) => `Qty ${pieces}`,
    readOnlyNote: 'This page only shows progress. Log in to your account to manage the order.',
  },
};
