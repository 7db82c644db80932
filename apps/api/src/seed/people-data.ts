// Demo brands, sellers and the sellers' delivery areas. Names are made up: none is meant to be a
// real trademark or a real business.

export interface BrandSeed {
  readonly key: string;
  readonly name: string;
  /** Category keys (catalog-data.ts) the brand makes products in. */
  readonly makes: readonly string[];
  readonly isFeatured: boolean;
  readonly colour: string;
}

export const BRANDS: readonly BrandSeed[] = [
  {
    key: 'kalakriti',
    name: 'Kalakriti',
    makes: ['womens_ethnic', 'kids_wear', 'home_furnishing'],
    isFeatured: true,
    colour: '#7b1e2b',
  },
  {
    key: 'desi_threads',
    name: 'Desi Threads',
    makes: ['mens_wear', 'womens_ethnic'],
    isFeatured: true,
    colour: '#1d2d5c',
  },
  {
    key: 'rangrez',
    name: 'Rangrez',
    makes: ['womens_ethnic', 'home_furnishing'],
    isFeatured: false,
    colour: '#d6246e',
  },
  {
    key: 'sutra_loom',
    name: 'Sutra Loom',
    makes: ['womens_ethnic', 'mens_wear'],
    isFeatured: false,
    colour: '#127a7a',
  },
  {
    key: 'urban_kurta',
    name: 'Urban Kurta Co.',
    makes: ['mens_wear', 'kids_wear'],
    isFeatured: false,
    colour: '#5f6b2e',
  },
  { key: 'paidal', name: 'Paidal', makes: ['footwear'], isFeatured: true, colour: '#9c6b3f' },
  {
    key: 'mojari_mahal',
    name: 'Mojari Mahal',
    makes: ['footwear'],
    isFeatured: false,
    colour: '#c9a227',
  },
  {
    key: 'chhota_nawab',
    name: 'Chhota Nawab',
    makes: ['kids_wear'],
    isFeatured: false,
    colour: '#6fb3e0',
  },
  {
    key: 'voltmart',
    name: 'Voltmart',
    makes: ['mobiles', 'home_appliances', 'computer_accessories'],
    isFeatured: true,
    colour: '#2747b0',
  },
  { key: 'dhwani', name: 'Dhwani Audio', makes: ['audio'], isFeatured: true, colour: '#222222' },
  { key: 'tezz', name: 'Tezz Mobile', makes: ['mobiles'], isFeatured: false, colour: '#1f6fa8' },
  {
    key: 'bijli_ghar',
    name: 'Bijli Ghar',
    makes: ['home_appliances'],
    isFeatured: false,
    colour: '#d8a31a',
  },
  {
    key: 'cyberkul',
    name: 'Cyberkul',
    makes: ['computer_accessories', 'audio', 'mobiles'],
    isFeatured: false,
    colour: '#2e3a78',
  },
  {
    key: 'rasoi_ratna',
    name: 'Rasoi Ratna',
    makes: ['cookware', 'kitchen_storage', 'home_appliances'],
    isFeatured: true,
    colour: '#b5521b',
  },
  {
    key: 'ghar_sajao',
    name: 'Ghar Sajao',
    makes: ['home_decor', 'home_furnishing'],
    isFeatured: false,
    colour: '#a0617a',
  },
  {
    key: 'sootika',
    name: 'Sootika Home',
    makes: ['home_furnishing'],
    isFeatured: false,
    colour: '#2f5d3a',
  },
  {
    key: 'handi_house',
    name: 'Handi House',
    makes: ['cookware', 'kitchen_storage'],
    isFeatured: false,
    colour: '#6b4226',
  },
  {
    key: 'saundarya',
    name: 'Saundarya Naturals',
    makes: ['skin_care', 'hair_care'],
    isFeatured: true,
    colour: '#0f5e3c',
  },
  {
    key: 'kesar_glow',
    name: 'Kesar Glow',
    makes: ['skin_care', 'makeup'],
    isFeatured: false,
    colour: '#f0726a',
  },
  {
    key: 'neem_leaf',
    name: 'Neem Leaf Herbals',
    makes: ['skin_care', 'hair_care'],
    isFeatured: false,
    colour: '#5f6b2e',
  },
  {
    key: 'kannauj_attar',
    name: 'Kannauj Attar House',
    makes: ['fragrances'],
    isFeatured: false,
    colour: '#5e1a33',
  },
  {
    key: 'noor',
    name: 'Noor Cosmetics',
    makes: ['makeup', 'fragrances'],
    isFeatured: false,
    colour: '#a8102a',
  },
  {
    key: 'anaaj_ghar',
    name: 'Anaaj Ghar',
    makes: ['staples'],
    isFeatured: true,
    colour: '#9e3b26',
  },
  {
    key: 'kolhu_fresh',
    name: 'Kolhu Fresh',
    makes: ['oils_ghee'],
    isFeatured: false,
    colour: '#c9a227',
  },
  {
    key: 'malwa_masala',
    name: 'Malwa Masala Co.',
    makes: ['spices'],
    isFeatured: false,
    colour: '#b5521b',
  },
  {
    key: 'gaon_ki_rasoi',
    name: 'Gaon Ki Rasoi',
    makes: ['staples', 'oils_ghee', 'spices', 'snacks_beverages'],
    isFeatured: false,
    colour: '#6b4226',
  },
  {
    key: 'chai_bagaan',
    name: 'Chai Bagaan',
    makes: ['snacks_beverages'],
    isFeatured: false,
    colour: '#2f5d3a',
  },
  {
    key: 'mitti_crafts',
    name: 'Mitti Crafts',
    makes: ['diyas_lamps', 'home_decor', 'rangoli_decor'],
    isFeatured: true,
    colour: '#b5521b',
  },
  {
    key: 'deepjyoti',
    name: 'Deepjyoti',
    makes: ['diyas_lamps', 'puja_essentials'],
    isFeatured: false,
    colour: '#d8a31a',
  },
  {
    key: 'shubh_aarambh',
    name: 'Shubh Aarambh',
    makes: ['idols', 'puja_essentials', 'rangoli_decor'],
    isFeatured: true,
    colour: '#7b1e2b',
  },
  {
    key: 'peetal_kala',
    name: 'Peetal Kala',
    makes: ['idols', 'diyas_lamps', 'puja_essentials', 'home_decor'],
    isFeatured: false,
    colour: '#c9a227',
  },
  {
    key: 'sugandh_dhara',
    name: 'Sugandh Dhara',
    makes: ['puja_essentials', 'fragrances'],
    isFeatured: false,
    colour: '#a98bd1',
  },
  {
    key: 'rang_tarang',
    name: 'Rang Tarang',
    makes: ['rangoli_decor'],
    isFeatured: false,
    colour: '#d6246e',
  },
];

/** The eight India Post zones: the first digit of a pin code. */
export type PostalZone = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8';

export interface SellerSeed {
  readonly key: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly mobile: string;
  readonly shopName: string;
  readonly description: string;
  readonly address: string;
  /** A real pin code of the seller's city; its state must match the pin-code directory. */
  readonly pincode: string;
  readonly city: string;
  readonly state: string;
  /** Made-up PAN: five letters (the fourth says firm, company or person), four digits, a letter. */
  readonly pan: string;
  readonly isFeatured: boolean;
  /** Category keys the seller lists products in. */
  readonly sells: readonly string[];
  /** Pin-code prefixes of its own state, for a seller that does not ship beyond it; null ships India-wide. */
  readonly shipsOnlyTo: readonly string[] | null;
}

export const SELLERS: readonly SellerSeed[] = [
  {
    key: 'gulabi_nagri',
    firstName: 'Rajesh',
    lastName: 'Khandelwal',
    email: 'rajesh@gulabinagri.example.in',
    mobile: '9828012345',
    shopName: 'Gulabi Nagri Crafts',
    description:
      'Block-printed kurtas, Jaipuri bedsheets and leather mojaris from the old city of Jaipur, made with printers and cobblers our family has worked with for three generations.',
    address: 'Shop 14, Johari Bazaar',
    pincode: '302001',
    city: 'Jaipur',
    state: 'Rajasthan',
    pan: 'ABGFG4821M',
    isFeatured: true,
    sells: ['womens_ethnic', 'home_furnishing', 'home_decor', 'footwear'],
    shipsOnlyTo: null,
  },
  {
    key: 'tapi_silk',
    firstName: 'Hetal',
    lastName: 'Desai',
    email: 'hetal@tapisilk.example.in',
    mobile: '9825098765',
    shopName: 'Tapi Silk Mills',
    description:
      'Sarees, lehengas and festive wear straight from our looms and embroidery units in Surat. New designs every week, fair prices without middlemen.',
    address: '2nd Floor, Millennium Textile Market, Ring Road',
    pincode: '395003',
    city: 'Surat',
    state: 'Gujarat',
    pan: 'AADCT5512Q',
    isFeatured: true,
    sells: ['womens_ethnic', 'mens_wear', 'kids_wear'],
    shipsOnlyTo: null,
  },
  {
    key: 'malwa_kirana',
    firstName: 'Mahesh',
    lastName: 'Agrawal',
    email: 'mahesh@malwakirana.example.in',
    mobile: '9826054321',
    shopName: 'Malwa Kirana Bhandar',
    description:
      'Sharbati atta, dals, cold pressed oils and spices from the mandis of Malwa, cleaned, packed and shipped fresh from Indore.',
    address: '45, Siyaganj Main Road',
    pincode: '452001',
    city: 'Indore',
    state: 'Madhya Pradesh',
    pan: 'BQRPA7301L',
    isFeatured: true,
    sells: ['staples', 'oils_ghee', 'spices', 'snacks_beverages'],
    shipsOnlyTo: null,
  },
  {
    key: 'bengal_tant',
    firstName: 'Sudipta',
    lastName: 'Banerjee',
    email: 'sudipta@bengaltant.example.in',
    mobile: '9830011223',
    shopName: 'Bengal Tant Ghar',
    description:
      'Handloom tant and jamdani sarees from Shantipur and Phulia weavers, Darjeeling and Assam teas, and clay idols from Kumartuli.',
    address: '7, Canning Street, Burrabazar',
    pincode: '700001',
    city: 'Kolkata',
    state: 'West Bengal',
    pan: 'AAEFB2209H',
    isFeatured: false,
    sells: ['womens_ethnic', 'snacks_beverages', 'idols'],
    shipsOnlyTo: null,
  },
  {
    key: 'namma_gadget',
    firstName: 'Karthik',
    lastName: 'Gowda',
    email: 'karthik@nammagadget.example.in',
    mobile: '9845067890',
    shopName: 'Namma Gadget Store',
    description:
      'Phones, audio, computer accessories and kitchen appliances with full GST invoices and manufacturer warranty, shipped from Bengaluru.',
    address: '112, SP Road, Near Town Hall',
    pincode: '560001',
    city: 'Bengaluru',
    state: 'Karnataka',
    pan: 'AAFCN6123D',
    isFeatured: true,
    sells: ['mobiles', 'audio', 'computer_accessories', 'home_appliances'],
    shipsOnlyTo: null,
  },
  {
    key: 'deccan_beauty',
    firstName: 'Farah',
    lastName: 'Siddiqui',
    email: 'farah@deccanbeauty.example.in',
    mobile: '9849033445',
    shopName: 'Deccan Beauty House',
    description:
      'Skin care, hair care, makeup and attars, sourced from licensed makers only. Every batch is checked for its expiry before it leaves our Hyderabad store.',
    address: '18-2-45, Laad Bazaar, Charminar',
    pincode: '500001',
    city: 'Hyderabad',
    state: 'Telangana',
    pan: 'AAKFD4410R',
    isFeatured: false,
    sells: ['skin_care', 'hair_care', 'makeup', 'fragrances'],
    shipsOnlyTo: null,
  },
  {
    key: 'kashi_puja',
    firstName: 'Anand',
    lastName: 'Mishra',
    email: 'anand@kashipuja.example.in',
    mobile: '9415055667',
    shopName: 'Kashi Puja Bhandar',
    description:
      'Everything for the home mandir from the ghats of Varanasi: idols, diyas, thalis, agarbatti and rangoli, along with Banarasi silk sarees.',
    address: 'D-37/12, Vishwanath Gali, Godowlia',
    pincode: '221001',
    city: 'Varanasi',
    state: 'Uttar Pradesh',
    pan: 'AAHFK8890E',
    isFeatured: true,
    sells: ['diyas_lamps', 'idols', 'rangoli_decor', 'puja_essentials', 'womens_ethnic'],
    shipsOnlyTo: null,
  },
  {
    key: 'peetal_nagri',
    firstName: 'Imran',
    lastName: 'Qureshi',
    email: 'imran@peetalnagri.example.in',
    mobile: '9837077889',
    shopName: 'Peetal Nagri Handicrafts',
    description:
      'Brass diyas, puja thalis, idols, cookware and wall decor, hand finished by the metal craftsmen of Moradabad, the brass city of India.',
    address: 'Kanth Road, Near Town Hall',
    pincode: '244001',
    city: 'Moradabad',
    state: 'Uttar Pradesh',
    pan: 'AAJFP3317B',
    isFeatured: false,
    sells: ['diyas_lamps', 'puja_essentials', 'idols', 'cookware', 'home_decor'],
    shipsOnlyTo: null,
  },
  {
    key: 'phulkari_junction',
    firstName: 'Gurpreet',
    lastName: 'Kaur',
    email: 'gurpreet@phulkarijunction.example.in',
    mobile: '9814099001',
    shopName: 'Phulkari Junction',
    description:
      'Phulkari juttis, kurta pyjamas, kids wear and home linen from Ludhiana. We deliver within Punjab only, usually in two to three days.',
    address: 'Shop 5, Chaura Bazaar',
    pincode: '141001',
    city: 'Ludhiana',
    state: 'Punjab',
    pan: 'AALFP5561N',
    isFeatured: false,
    sells: ['footwear', 'mens_wear', 'kids_wear', 'home_furnishing'],
    // Punjab is 14xxxx and 15xxxx (16xxxx is mostly Chandigarh), checked against the directory.
    shipsOnlyTo: ['14', '15'],
  },
  {
    key: 'konkan_kitchen',
    firstName: 'Sneha',
    lastName: 'Patil',
    email: 'sneha@konkankitchen.example.in',
    mobile: '9820044556',
    shopName: 'Konkan Kitchenware',
    description:
      'Pressure cookers, kadais, dinner sets, containers and small appliances for the Indian kitchen, from our warehouse in Mumbai.',
    address: '88, Abdul Rehman Street, Fort',
    pincode: '400001',
    city: 'Mumbai',
    state: 'Maharashtra',
    pan: 'AAMCK2290J',
    isFeatured: false,
    sells: ['cookware', 'kitchen_storage', 'home_appliances', 'home_decor'],
    shipsOnlyTo: null,
  },
];

/**
 * Serviceability examples, checked by the seed test against `service_areas`:
 * - 302001 (Jaipur GPO, Rajasthan): every India-wide seller delivers, prepaid and COD.
 * - 190001 (Srinagar GPO, Jammu and Kashmir): prefix '19' is prepaid only, no COD.
 * - 744101 (Port Blair, Andaman and Nicobar Islands): prefix '744' is blocked by every seller;
 *   so is Lakshadweep ('68255', e.g. 682551) — no seller ships to the islands.
 */
export const EXAMPLE_PINCODES = {
  serviceable: '302001',
  codUnavailable: '190001',
  unserviceable: '744101',
} as const;

/** Prefixes that are prepaid only for every seller: Jammu, Kashmir and Ladakh; the North-East but Assam. */
export const PREPAID_ONLY_PREFIXES: readonly string[] = ['19', '79'];
/** Prefixes no seller ships to: a row with neither prepaid nor COD overrides the shorter zone prefix. */
export const BLOCKED_PREFIXES: readonly string[] = ['744', '68255'];

/** Rough position of each postal zone on a map, to turn distance into delivery days. */
const ZONE_POSITION: Readonly<Record<PostalZone, readonly [number, number]>> = {
  '1': [0, 0],
  '2': [1, 0.6],
  '3': [-1, 1.2],
  '4': [0, 2.2],
  '5': [0.6, 3.2],
  '6': [0.6, 4.2],
  '7': [3, 1.6],
  '8': [2.4, 0.9],
};

export const POSTAL_ZONES: readonly PostalZone[] = ['1', '2', '3', '4', '5', '6', '7', '8'];

/** Two days within the seller's own zone, up to seven across the country. */
export function estimateDeliveryDays(from: PostalZone, to: PostalZone): number {
  if (from === to) return 2;
  const [fromX, fromY] = ZONE_POSITION[from];
  const [toX, toY] = ZONE_POSITION[to];
  const distance = Math.hypot(fromX - toX, fromY - toY);
  return Math.min(7, 3 + Math.round(distance));
}
