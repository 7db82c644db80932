// What the CLI prints: plain lines and aligned tables, ₹ in Indian grouping, times in IST.
import type {
  AdminCouponAnswer,
  AdminCreateAnswer,
  AdminOrderMovedAnswer,
  AdminOrdersAnswer,
  AdminSellerAnswer,
  AdminStockAnswer,
  SettlementRun,
} from '@haat/contract';
import { formatInr, formatOrderDate, rupeesToPaise } from '@haat/india';

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** '05-Mar-2024 14:05' in India. */
export function formatIstDateTime(iso: string): string {
  const ist = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  const time = `${String(ist.getUTCHours()).padStart(2, '0')}:${String(ist.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatOrderDate(iso)} ${time}`;
}

/** Columns padded to their widest cell; columns named in `right` are right-aligned. */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  right: ReadonlySet<number> = new Set(),
): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        right.has(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

export function formatOrders(answer: AdminOrdersAnswer): string {
  if (answer.data.length === 0) return 'No orders.';
  const rows = answer.data.map((order) => [
    order.orderID,
    formatIstDateTime(order.createdAt),
    order.customerName,
    order.paymentType === 'cod' ? 'COD' : `prepaid (${order.paymentStatus})`,
    order.shippingStatus,
    formatInr(rupeesToPaise(order.payableAmount)),
  ]);
  const count = answer.data.length;
  return `${formatTable(
    ['ORDER', 'PLACED (IST)', 'CUSTOMER', 'PAYMENT', 'SHIPPING', 'PAYABLE'],
    rows,
    new Set([5]),
  )}\n${count} ${count === 1 ? 'order' : 'orders'}`;
}

export function formatOrderMove(answer: AdminOrderMovedAnswer): string {
  return `${answer.data.orderID}: ${answer.data.from} → ${answer.data.to}`;
}

export function formatStock(answer: AdminStockAnswer): string {
  const { data } = answer;
  if (data.sizeID === null) {
    return `${data.productID}: stock ${data.previousStock} → ${data.stock}`;
  }
  return `${data.productID} colour ${data.colorID ?? ''} size ${data.sizeID}: stock ${data.previousStock} → ${data.stock} (product total ${data.productStock})`;
}

export function formatCoupon(answer: AdminCouponAnswer): string {
  return `${answer.message} (id ${answer.data.couponID})`;
}

export function formatSeller(answer: AdminSellerAnswer): string {
  return `${answer.message} (${answer.data.sellerID})`;
}

/** One settlement run's tally, one line. */
export function formatSettlement(run: SettlementRun): string {
  return (
    `Settlement done: ${run.transferred} transferred, ${run.released} released, ` +
    `${run.reversed} reversed, ${run.payoutsRecorded} payouts recorded, ` +
    `${run.waitingForAccount} waiting for a linked account, ${run.notReached} not reached.`
  );
}

export function formatAdmin(answer: AdminCreateAnswer): string {
  return `${answer.message} (id ${answer.data.adminID})`;
}
