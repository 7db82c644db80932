// The HTML of the gateway pages. Every value printed is escaped; no inline script, so the
// sandbox page works under the app's CSP (script-src 'self'), and the Razorpay page loads only
// Razorpay's checkout.js and our own opener script.
import { pathInLanguage, type LanguageCode } from '@haat/contract/constants';
import { formatInr } from '@haat/india';
import { GATEWAY_PAGE_WORDS, type GatewayMessage } from './payments.page-words.ts';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON safe inside <script type="application/json">: nothing in it can close the element. */
function toScriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f6f3ee; color: #222; }
  body.test-shop-page { grid-template-rows: auto 1fr; }
  .test-shop { align-self: start; justify-self: stretch; margin: 0; padding: 6px 16px; background: #fde68a; color: #451a03;
               border-bottom: 2px solid #b45309; font-size: 14px; font-weight: 700; text-align: center; }
  *, *::before, *::after { box-sizing: border-box; }
  main { width: min(26rem, calc(100vw - 2rem)); background: #fff; border-radius: 12px; padding: 1.75rem;
         box-shadow: 0 8px 24px rgb(0 0 0 / 0.08); }
  .brand { margin: 0 0 0.25rem; font-size: 1.6rem; font-weight: 800; color: #c2410c; letter-spacing: 0.02em; }
  .notice { margin: 0 0 1.25rem; padding: 0.5rem 0.75rem; border-radius: 8px; background: #fff7ed;
            color: #9a3412; font-size: 0.9rem; }
  h1 { font-size: 1.15rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.4rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #666; } dd { margin: 0; font-weight: 600; text-align: right; }
  .amount { font-size: 1.3rem; }
  .actions { display: grid; gap: 0.75rem; }
  button { font: inherit; font-weight: 600; padding: 0.8rem 1rem; border-radius: 8px; cursor: pointer; border: 0; }
  .pay { background: #15803d; color: #fff; } .fail { background: #fff; color: #b91c1c; border: 1px solid #b91c1c; }
  button:disabled { opacity: 0.6; cursor: wait; }
  p.help { color: #555; font-size: 0.9rem; margin: 1rem 0 0; }
  a { color: #c2410c; }
`;

/** The html lang of each storefront language, as the storefront's pages write it. */
const HTML_LANG: Record<LanguageCode, string> = { en: 'en-IN', hi: 'hi-IN' };

/**
 * A gateway page. `testShop`: a real shop taking test payments, whose every page opens with the
 * strip saying so (docs/decisions/going-live.md), this one too.
 */
function layout(language: LanguageCode, title: string, body: string, testShop: boolean): string {
  const strip = testShop
    ? `<p class="test-shop" role="note">${escapeHtml(GATEWAY_PAGE_WORDS[language].testShop)}</p>\n`
    : '';
  return `<!doctype html>
<html lang="${HTML_LANG[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Haat</title>
<style>${STYLE}</style>
</head>
<body${testShop ? ' class="test-shop-page"' : ''}>
${strip}<main>
<p class="brand">Haat</p>
${body}
</main>
</body>
</html>
`;
}

function orderFacts(language: LanguageCode, orderId: string, payablePaise: number): string {
  const words = GATEWAY_PAGE_WORDS[language];
  return `<dl>
<dt>${escapeHtml(words.order)}</dt><dd>${escapeHtml(orderId)}</dd>
<dt>${escapeHtml(words.amount)}</dt><dd class="amount">${escapeHtml(formatInr(payablePaise))}</dd>
</dl>`;
}

/** The order's page on the storefront, in `language` (/hi/order/… for Hindi). */
function orderPath(language: LanguageCode, orderId: string): string {
  return pathInLanguage(language, `/order/${encodeURIComponent(orderId)}`);
}

export function renderSandboxPage(input: {
  orderId: string;
  payablePaise: number;
  sig: string;
  language: LanguageCode;
  testShop: boolean;
}): string {
  const words = GATEWAY_PAGE_WORDS[input.language];
  const amount = formatInr(input.payablePaise);
  const action = `/api/payments/sandbox/${encodeURIComponent(input.orderId)}`;
  return layout(
    input.language,
    words.pay(amount),
    `<p class="notice">${escapeHtml(words.sandboxNotice)}</p>
<h1>${escapeHtml(words.payFor)}</h1>
${orderFacts(input.language, input.orderId, input.payablePaise)}
<form method="post" action="${escapeHtml(action)}" class="actions">
<input type="hidden" name="sig" value="${escapeHtml(input.sig)}">
<button type="submit" name="outcome" value="pay" class="pay">${escapeHtml(words.pay(amount))}</button>
<button type="submit" name="outcome" value="fail" class="fail">${escapeHtml(words.failPayment)}</button>
</form>`,
    input.testShop,
  );
}

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
export const RAZORPAY_OPENER_PATH = '/api/payments/razorpay/open-checkout.js';

/** Options of Razorpay Checkout (redirect mode: Razorpay posts the result to callback_url). */
export interface RazorpayCheckoutOptions {
  key: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  order_id: string;
  callback_url: string;
  redirect: true;
  prefill: { name: string; email: string; contact: string };
  notes: { orderId: string };
  theme: { color: string };
}

export function renderRazorpayPage(input: {
  orderId: string;
  payablePaise: number;
  options: RazorpayCheckoutOptions;
  language: LanguageCode;
}): string {
  const words = GATEWAY_PAGE_WORDS[input.language];
  const amount = formatInr(input.payablePaise);
  return layout(
    input.language,
    words.pay(amount),
    `<h1>${escapeHtml(words.payFor)}</h1>
${orderFacts(input.language, input.orderId, input.payablePaise)}
<div class="actions">
<button type="button" id="pay-button" class="pay" disabled>${escapeHtml(words.pay(amount))}</button>
</div>
<p class="help" id="gateway-note" data-failed="${escapeHtml(words.windowFailed)}" data-closed="${escapeHtml(words.windowClosed)}">${escapeHtml(words.opening)}</p>
<p class="help"><a href="${escapeHtml(orderPath(input.language, input.orderId))}">${escapeHtml(words.backToOrder)}</a></p>
<script type="application/json" id="razorpay-options">${toScriptJson(input.options)}</script>
<script src="${RAZORPAY_CHECKOUT_SCRIPT}"></script>
<script src="${RAZORPAY_OPENER_PATH}"></script>`,
    // Razorpay takes real money: never a test shop's page.
    false,
  );
}

/** Served from our origin (script-src 'self'): reads the options and opens Razorpay Checkout. */
export const RAZORPAY_OPENER_SCRIPT = `'use strict';
(function () {
  var note = document.getElementById('gateway-note');
  var button = document.getElementById('pay-button');
  var data = document.getElementById('razorpay-options');
  if (!note || !button || !data) return;
  if (typeof window.Razorpay !== 'function') {
    note.textContent = note.getAttribute('data-failed') || '';
    return;
  }
  var options = JSON.parse(data.textContent || '{}');
  options.modal = {
    ondismiss: function () {
      note.textContent = note.getAttribute('data-closed') || '';
    },
  };
  function open() {
    new window.Razorpay(options).open();
  }
  button.addEventListener('click', open);
  button.disabled = false;
  open();
})();
`;

/** A page that ends the gateway's part: what went wrong, in `language`, and the way back. */
export function renderMessagePage(
  language: LanguageCode,
  kind: GatewayMessage,
  testShop: boolean,
): string {
  const words = GATEWAY_PAGE_WORDS[language];
  const { title, message } = words.messages[kind];
  const back = `<p class="help"><a href="${pathInLanguage(language, '/')}">${escapeHtml(words.backToShop)}</a></p>`;
  return layout(
    language,
    title,
    `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>\n${back}`,
    testShop,
  );
}
