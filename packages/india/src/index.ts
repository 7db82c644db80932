// Pure India rules: pin code, mobile, GST states and GSTIN, paise, IST dates, title cuts, filters,
// letters counted as read, Devanagari in Latin letters, the ISO 3166 countries.
export * from './pincode.ts';
export * from './mobile.ts';
export * from './gst-states.ts';
export * from './gstin.ts';
export * from './money.ts';
export * from './amount-in-words.ts';
export * from './dates.ts';
export * from './text.ts';
export * from './names.ts';
export * from './letters.ts';
export * from './transliterate.ts';
export * from './countries.ts';
