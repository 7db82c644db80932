// Pure India rules: pin code, mobile, GST states and GSTIN, paise, IST dates, title cuts, filters.
export * from './pincode.ts';
export * from './mobile.ts';
export * from './gst-states.ts';
export * from './gstin.ts';
export * from './money.ts';
export * from './amount-in-words.ts';
export * from './dates.ts';
export * from './text.ts';
export * from './names.ts';
