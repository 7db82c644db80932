// The pricing module owns the money rules: shipping, platform charge, coupon discount, GST split.
export * from './pricing.service.ts';
