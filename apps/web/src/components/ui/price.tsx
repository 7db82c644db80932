import { formatInr, rupeesToPaise } from '@haat/india';

interface PriceProps {
  /** Rupees, as the wire carries them. */
  salePrice: number;
  mrPrice: number;
  discountPercent: number;
  /** Read before the struck-through MRP, e.g. 'MRP'. */
  mrpLabel: string;
  /** '54% off' */
  offLabel: (percent: number) => string;
  size?: 'small' | 'large';
}

/**
 * Sale price, the MRP struck through when it is higher, and the discount
 * (docs/decisions/product-owner.md ₹ format).
 */
export function Price({
  salePrice,
  mrPrice,
  discountPercent,
  mrpLabel,
  offLabel,
  size = 'small',
}: PriceProps) {
  const hasDiscount = mrPrice > salePrice;
  return (
    <p className={`price price-${size}`}>
      <span className="price-sale">{formatInr(rupeesToPaise(salePrice))}</span>
      {hasDiscount ? (
        <>
          {' '}
          <s className="price-mrp">
            <span className="visually-hidden">{mrpLabel} </span>
            {formatInr(rupeesToPaise(mrPrice))}
          </s>
        </>
      ) : null}
      {hasDiscount && discountPercent > 0 ? (
        <>
          {' '}
          <span className="price-off">{offLabel(Math.round(discountPercent))}</span>
        </>
      ) : null}
    </p>
  );
}
