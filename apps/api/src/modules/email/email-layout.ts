// Lays one order e-mail document out twice: HTML for mail apps that show it (tables and inline
// styles, which is all mail clients agree on) and plain text for those that do not. Every value
// from the order is escaped in the HTML: titles and reasons are typed by sellers and shoppers.
// Its labels and sign-off are in the document's language (order-email-words.ts).
import { formatInr } from '@haat/india';
import type { OrderSummary, OrderSummaryLine } from '../orders/index.ts';
import type { OrderEmailDocument } from './order-email-templates.ts';
import { orderEmailWordsIn, type OrderEmailWords } from './order-email-words.ts';

export interface EmailBodies {
  html: string;
  text: string;
}

const SHOP_NAME = 'Haat';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** 'Blue · M', as the storefront's order page writes a line's variant. */
function variantOf(line: OrderSummaryLine): string {
  return [line.colorName, line.sizeName].filter((part) => part && part.trim() !== '').join(' · ');
}

interface TotalRow {
  label: string;
  amount: string;
  isLast?: boolean;
}

/** The price details as the storefront's order page lists them. */
function totalRows(order: OrderSummary, totalLabel: string, words: OrderEmailWords): TotalRow[] {
  return [
    { label: words.subtotal, amount: formatInr(order.subtotalPaise) },
    {
      label: words.shipping,
      amount: order.shippingPaise === 0 ? words.free : formatInr(order.shippingPaise),
    },
    ...(order.platformPaise > 0
      ? [{ label: words.platformCharge, amount: formatInr(order.platformPaise) }]
      : []),
    ...(order.discountPaise > 0
      ? [{ label: words.couponDiscount, amount: `-${formatInr(order.discountPaise)}` }]
      : []),
    { label: totalLabel, amount: formatInr(order.payablePaise), isLast: true },
  ];
}

function addressLines(order: OrderSummary, words: OrderEmailWords): string[] {
  const { shipTo } = order;
  return [
    shipTo.name,
    shipTo.address,
    shipTo.landmark ? words.landmark(shipTo.landmark) : '',
    `${shipTo.city} - ${shipTo.pincode}`,
    shipTo.state,
  ].filter((line) => line !== '');
}

export function renderEmailText(document: OrderEmailDocument): string {
  const { order } = document;
  const words = orderEmailWordsIn(document.language);
  const lines = order.lines.map((line) => {
    const variant = variantOf(line);
    return [
      `- ${line.title}${variant ? ` (${variant})` : ''}`,
      `  ${formatInr(line.unitPricePaise)} × ${line.pieces} = ${formatInr(line.lineTotalPaise)}`,
    ].join('\n');
  });
  const totals = totalRows(order, document.totalLabel, words);
  const width = Math.max(...totals.map((row) => row.label.length)) + 2;
  return [
    ...document.paragraphs,
    [words.orderHeading(order.orderId), ...lines].join('\n'),
    totals.map((row) => `${`${row.label}:`.padEnd(width)}${row.amount}`).join('\n'),
    ...(document.showAddress
      ? [[words.deliveryAddress, ...addressLines(order, words)].join('\n')]
      : []),
    `${document.action.label}: ${document.action.url}`,
    words.signOff,
  ].join('\n\n');
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;font-size:14px;line-height:1.5';
const CELL = 'padding:8px 0;border-bottom:1px solid #e5e5e5;vertical-align:top';

export function renderEmailHtml(document: OrderEmailDocument): string {
  const { order } = document;
  const words = orderEmailWordsIn(document.language);
  const lineRows = order.lines
    .map((line) => {
      const variant = variantOf(line);
      return `<tr><td style="${CELL}">${escapeHtml(line.title)}${
        variant
          ? `<br><span style="color:#5c5c5c;font-size:12px">${escapeHtml(variant)}</span>`
          : ''
      }<br><span style="color:#5c5c5c;font-size:12px">${escapeHtml(formatInr(line.unitPricePaise))} × ${line.pieces}</span></td><td style="${CELL};text-align:right;white-space:nowrap">${escapeHtml(formatInr(line.lineTotalPaise))}</td></tr>`;
    })
    .join('');
  const totals = totalRows(order, document.totalLabel, words)
    .map(
      (row) =>
        `<tr><td style="padding:4px 0${row.isLast ? ';font-weight:bold;border-top:1px solid #1a1a1a' : ''}">${escapeHtml(row.label)}</td><td style="padding:4px 0;text-align:right;white-space:nowrap${row.isLast ? ';font-weight:bold;border-top:1px solid #1a1a1a' : ''}">${escapeHtml(row.amount)}</td></tr>`,
    )
    .join('');
  const paragraphs = document.paragraphs
    .map((text) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`)
    .join('');
  const address = document.showAddress
    ? `<h2 style="font-size:15px;margin:24px 0 4px">${escapeHtml(words.deliveryAddress)}</h2><p style="margin:0">${addressLines(
        order,
        words,
      )
        .map(escapeHtml)
        .join('<br>')}</p>`
    : '';
  const url = escapeHtml(document.action.url);
  return `<!doctype html>
<html lang="${words.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(document.heading)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(document.preview)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4"><tr><td align="center" style="padding:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;${FONT}"><tr><td style="padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:bold">${SHOP_NAME}</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(document.heading)}</h1>
${paragraphs}
<h2 style="font-size:15px;margin:24px 0 4px">${escapeHtml(words.orderHeading(order.orderId))}</h2>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="${FONT}">${lineRows}</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:8px;${FONT}">${totals}</table>
${address}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#1a1a1a;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:4px">${escapeHtml(document.action.label)}</a></p>
<p style="margin:0 0 12px;color:#5c5c5c;font-size:12px">${escapeHtml(words.orOpen)} <a href="${url}" style="color:#5c5c5c">${url}</a></p>
<p style="margin:0">${escapeHtml(words.signOff)}</p>
</td></tr></table>
</td></tr></table>
</body></html>
`;
}

export function renderEmailBodies(document: OrderEmailDocument): EmailBodies {
  return { html: renderEmailHtml(document), text: renderEmailText(document) };
}
