// The policy pages promise what the product does (docs/decisions/dark-patterns.md "The policy
// pages"): each figure the returns, terms, FAQ and shell sentences state — the return window, the
// free-delivery threshold, shipping per item, the cash on delivery limit, the cancellation terms,
// the ways to pay — is read from the text (English and Hindi), filled as the storefront fills it
// from the server's own answer (GET /public/shop-policy), and compared with the setting or rule
// the server applies. The operator's settings changed, the pages say the new terms.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../apps/api/src/config.ts';
import { calculateShipping } from '../apps/api/src/modules/pricing/pricing.service.ts';
import { shopPolicyOf } from '../apps/api/src/modules/site/shop-policy.ts';
import { fillPolicy } from '../apps/web/src/lib/policy-text.ts';
import { sitePageMessages as en } from '../apps/web/src/messages/en-site-pages.ts';
import { sitePageMessages as hi } from '../apps/web/src/messages/hi-site-pages.ts';
import { shellMessages as enShell } from '../apps/web/src/messages/en.ts';
import { shellMessages as hiShell } from '../apps/web/src/messages/hi.ts';

const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '.data-policy-test' });

type Policy = ReturnType<typeof shopPolicyOf>;

/** Every string of a message tree as the page says it under `policy`; functions left out. */
function textOf(value: unknown, policy: Policy): string {
  if (typeof value === 'string') return fillPolicy(value, policy) ?? '';
  if (typeof value === 'function') return '';
  if (Array.isArray(value)) return value.map((item) => textOf(item, policy)).join('\n');
  if (value && typeof value === 'object') {
    return Object.values(value)
      .map((item) => textOf(item, policy))
      .join('\n');
  }
  return '';
}

const policyPages = (messages: typeof en, policy: Policy) =>
  [messages.terms, messages.returnsPolicy, messages.faq, messages.privacy]
    .map((page) => textOf(page, policy))
    .join('\n');
/** The frame's promise strip under `policy`, said as components/ui/promise-strip.tsx says it. */
const frameOf = (shell: typeof enShell | typeof hiShell, policy: Policy) =>
  [
    textOf(shell, policy),
    shell.promises.freeShipping(`₹${policy.freeShippingFrom.toLocaleString('en-IN')}`),
    shell.promises.returns(policy.returnWindowDays),
  ].join('\n');
const POLICY = shopPolicyOf(config);
const EN = `${policyPages(en, POLICY)}\n${frameOf(enShell, POLICY)}`;
const HI = `${policyPages(hi, POLICY)}\n${frameOf(hiShell, POLICY)}`;

/** '₹1,000' → 100000 paise. */
const paiseOf = (rupees: string) => Math.round(Number(rupees.replace(/[₹,]/g, '')) * 100);
const all = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map((match) => match.slice(1).find((group) => group !== undefined)!);

/** The subtotal from which delivery is free, found from the server's own rule. */
function freeDeliveryFromPaise(): number {
  let low = 0;
  let high = 100_000_000;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (calculateShipping(middle, 1) === 0) high = middle;
    else low = middle + 1;
  }
  return low;
}

describe('the policy pages promise what the product does', () => {
  it('the return window is the server’s', () => {
    const english = all(
      EN,
      /(?:(\d+)-day returns|(?:can be returned|return most products|Return the item|return it) within (\d+) days)/g,
    );
    const hindi = all(HI, /(\d+) दिन(?:ों)? (?:में रिटर्न|के अंदर रिटर्न)/g);
    expect(english.length).toBeGreaterThan(3);
    expect(hindi.length).toBeGreaterThan(3);
    expect(new Set([...english, ...hindi])).toEqual(new Set([String(config.returnWindowDays)]));
  });

  it('delivery is free from the threshold the pricing applies, and costs its per-item charge below it', () => {
    const threshold = freeDeliveryFromPaise();
    const perItem = calculateShipping(threshold - 1, 1);
    const freeFrom = [
      ...all(EN, /free at (₹[\d,]+)/g),
      ...all(EN, /orders of (₹[\d,]+) or more/g),
      ...all(EN, /subtotal is below (₹[\d,]+)/g),
      ...all(HI, /सबटोटल (₹[\d,]+) से कम/g),
      ...all(HI, /(₹[\d,]+) या उससे ज़्यादा/g),
    ];
    expect(freeFrom.length).toBeGreaterThan(4);
    expect(new Set(freeFrom.map(paiseOf))).toEqual(new Set([threshold]));
    const charged = [...all(EN, /costs (₹[\d,]+) per item/g), ...all(HI, /हर आइटम पर (₹[\d,]+)/g)];
    expect(charged.length).toBeGreaterThan(2);
    expect(new Set(charged.map(paiseOf))).toEqual(new Set([perItem]));
  });

  it('cash on delivery is offered up to the server’s limit', () => {
    const limits = [...all(EN, /orders up to (₹[\d,]+)/g), ...all(HI, /(₹[\d,]+) तक/g)];
    expect(limits.length).toBeGreaterThan(2);
    expect(new Set(limits.map(paiseOf))).toEqual(new Set([config.codLimitPaise]));
  });

  it('the cancellation terms are the server’s: free before shipping, a fee after only online, and the shop’s cancel credited alike', () => {
    const fee = config.cancelFeesPaise.shipped > 0;
    expect(EN).toContain('Before the order ships, cancelling is free');
    expect(EN.includes('For an order paid online a cancellation fee applies')).toBe(fee);
    expect(EN.includes('A cash on delivery order is cancelled at no cost.')).toBe(true);
    // Consumer Protection (E-Commerce) Rules, 2020, rule 4(10): the shop bears a like amount.
    expect(
      EN.includes('the same amount a shopper pays for cancelling an order once it has shipped'),
    ).toBe(fee);
    expect(HI.includes('उतनी ही रकम, जितनी शिप हो चुके ऑर्डर को रद्द करने पर')).toBe(fee);
  });

  it('names the ways to pay the checkout offers', () => {
    for (const way of ['UPI', 'debit and credit cards', 'net banking', 'cash on delivery']) {
      expect(EN.toLowerCase()).toContain(way.toLowerCase());
    }
    for (const way of ['UPI', 'कैश ऑन डिलीवरी']) expect(HI).toContain(way);
  });
});

describe('the policy pages follow the operator’s settings', () => {
  const changed = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '.data-policy-test',
    RETURN_WINDOW_DAYS: '10',
    COD_LIMIT_PAISE: '250000',
    CANCEL_FEE_SHIPPED_PAISE: '0',
    CANCEL_FEE_OUT_FOR_DELIVERY_PAISE: '0',
  });
  const policy = shopPolicyOf(changed);
  // The policy pages and every page's frame (the promise strip fills its figures the same way).
  const english = `${policyPages(en, policy)}\n${frameOf(enShell, policy)}`;
  const hindi = `${policyPages(hi, policy)}\n${frameOf(hiShell, policy)}`;

  it('say the changed return window and cash-on-delivery limit, and no longer the old ones', () => {
    const windows = [
      ...all(
        english,
        /(?:(\d+)-day returns|returned within (\d+) days|return most products within (\d+) days|Return the item within (\d+) days|return it within (\d+) days)/g,
      ),
      ...all(hindi, /(\d+) दिन(?:ों)? (?:में रिटर्न|के अंदर रिटर्न)/g),
    ];
    expect(windows.length).toBeGreaterThan(7);
    expect(new Set(windows)).toEqual(new Set(['10']));
    expect(english).toContain('10-day returns');
    expect(hindi).toContain('10 दिन में रिटर्न');
    const limits = [...all(english, /orders up to (₹[\d,]+)/g), ...all(hindi, /(₹[\d,]+) तक/g)];
    expect(limits.length).toBeGreaterThan(2);
    expect(new Set(limits.map(paiseOf))).toEqual(new Set([250_000]));
  });

  it('with no cancellation fee, promise none and drop the shop’s like credit', () => {
    expect(english).not.toContain('a cancellation fee applies');
    expect(english).not.toContain('the same amount a shopper pays for cancelling');
    expect(english).toContain('no cancellation fee is charged on any order');
    expect(english).toContain('Before the order ships, cancelling is free');
    expect(hindi).not.toContain('उतनी ही रकम, जितनी शिप हो चुके ऑर्डर को रद्द करने पर');
    expect(hindi).toContain('किसी भी ऑर्डर पर कैंसलेशन फ़ीस नहीं लगती');
    // No placeholder is left unfilled, in either language.
    expect(`${english}\n${hindi}`).not.toMatch(/\{[a-zA-Z]+\}/);
  });
});
