// The demo catalogue's taxonomy: main categories → categories → sub-categories, and for each
// sub-category what its products are called, cost, weigh and are taxed at (HSN and GST rate).

export type WeightUnit = 'g' | 'kg' | 'ml' | 'L' | 'pcs';

/** Which outline the generated product picture draws (see svg.ts). */
export type ShapeKind =
  | 'drape'
  | 'shirt'
  | 'trousers'
  | 'shoe'
  | 'phone'
  | 'speaker'
  | 'appliance'
  | 'fan'
  | 'pot'
  | 'jar'
  | 'bottle'
  | 'fabric'
  | 'clock'
  | 'sack'
  | 'diya'
  | 'idol'
  | 'rangoli'
  | 'thali'
  | 'stick';

/**
 * GST on textiles, garments and footwear depends on the sale price (₹1,000 or less: 5%, above: 12%);
 * everything else has a single rate per sub-category.
 */
export type GstRule = 5 | 12 | 18 | 28 | 'textile';

export interface SizeOption {
  readonly name: string;
  /** Multiplies the colour's base price: XXL and bigger storage cost more. */
  readonly priceFactor: number;
}

export interface PackOption {
  /** Appended to the title ('1 L', 'Set of 12'); '' when the title needs nothing. */
  readonly label: string;
  readonly weight: number;
  readonly unit: WeightUnit;
  readonly priceFactor: number;
}

export type StockSpec =
  | {
      readonly kind: 'variant';
      readonly colours: readonly string[];
      readonly sizes: readonly SizeOption[];
      readonly minSizes: number;
    }
  | { readonly kind: 'flat'; readonly packs: readonly PackOption[] };

export interface SubCategorySeed {
  /** Id suffix: `sub_${key}`; also names the image files. */
  readonly key: string;
  readonly name: string;
  /** At most 14 characters: printed on the generated pictures. */
  readonly short: string;
  readonly shape: ShapeKind;
  readonly hsn: string;
  /** A word in the item name that changes the HSN code (silk sarees are 5007, cotton 5208). */
  readonly hsnFor?: Readonly<Record<string, string>>;
  readonly gst: GstRule;
  /** Sale price range of one unit (pack factor 1), in whole rupees. */
  readonly priceRupees: readonly [number, number];
  /** Product names without the brand. */
  readonly items: readonly string[];
  readonly features: readonly string[];
  /** Words shoppers type, Hinglish included (sari, chappal, atta...). */
  readonly keywords: readonly string[];
  readonly stock: StockSpec;
  /** Share of the catalogue, relative to other sub-categories. */
  readonly weight: number;
}

export interface CategorySeed {
  readonly key: string;
  readonly name: string;
  /** The care or usage paragraph of every product description in this category. */
  readonly care: string;
  readonly subs: readonly SubCategorySeed[];
}

export interface MainCategorySeed {
  readonly key: string;
  readonly name: string;
  /** Short label for pictures. */
  readonly short: string;
  readonly colours: readonly [string, string];
  readonly shape: ShapeKind;
  readonly categories: readonly CategorySeed[];
}

// ---------------------------------------------------------------- sizes and packs

const APPAREL_SIZES: readonly SizeOption[] = [
  { name: 'S', priceFactor: 1 },
  { name: 'M', priceFactor: 1 },
  { name: 'L', priceFactor: 1 },
  { name: 'XL', priceFactor: 1.05 },
  { name: 'XXL', priceFactor: 1.1 },
];
const JEANS_SIZES: readonly SizeOption[] = ['28', '30', '32', '34', '36', '38'].map(
  (name, index) => ({
    name,
    priceFactor: index >= 4 ? 1.05 : 1,
  }),
);
const UK_SIZES: readonly SizeOption[] = ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10'].map((name) => ({
  name,
  priceFactor: 1,
}));
const FREE_SIZE: readonly SizeOption[] = [{ name: 'Free Size', priceFactor: 1 }];
const KIDS_SIZES: readonly SizeOption[] = [
  '2-3 Years',
  '3-4 Years',
  '4-5 Years',
  '5-6 Years',
  '7-8 Years',
].map((name, index) => ({ name, priceFactor: 1 + index * 0.04 }));
const PHONE_SIZES: readonly SizeOption[] = [
  { name: '4 GB + 64 GB', priceFactor: 1 },
  { name: '6 GB + 128 GB', priceFactor: 1.2 },
  { name: '8 GB + 256 GB', priceFactor: 1.45 },
];
const FAN_SIZES: readonly SizeOption[] = [
  { name: '900 mm', priceFactor: 0.9 },
  { name: '1200 mm', priceFactor: 1 },
  { name: '1400 mm', priceFactor: 1.12 },
];
const BED_SIZES: readonly SizeOption[] = [
  { name: 'Single', priceFactor: 1 },
  { name: 'Double', priceFactor: 1.4 },
  { name: 'King', priceFactor: 1.75 },
];
const CURTAIN_SIZES: readonly SizeOption[] = [
  { name: '5 ft (Window)', priceFactor: 1 },
  { name: '7 ft (Door)', priceFactor: 1.2 },
  { name: '9 ft (Long Door)', priceFactor: 1.45 },
];
const CUSHION_SIZES: readonly SizeOption[] = [
  { name: '12 x 12 in', priceFactor: 0.85 },
  { name: '16 x 16 in', priceFactor: 1 },
  { name: '24 x 24 in', priceFactor: 1.3 },
];
const LIPSTICK_SIZES: readonly SizeOption[] = [{ name: '4.2 g', priceFactor: 1 }];
const NAIL_SIZES: readonly SizeOption[] = [
  { name: '6 ml', priceFactor: 0.7 },
  { name: '9 ml', priceFactor: 1 },
];

const single = (weight: number, unit: WeightUnit): readonly PackOption[] => [
  { label: '', weight, unit, priceFactor: 1 },
];
const packs = (
  ...options: readonly [label: string, weight: number, unit: WeightUnit, priceFactor: number][]
) => options.map(([label, weight, unit, priceFactor]) => ({ label, weight, unit, priceFactor }));

// ---------------------------------------------------------------- colours

const ETHNIC_COLOURS = [
  'Maroon',
  'Mustard Yellow',
  'Rani Pink',
  'Bottle Green',
  'Royal Blue',
  'Peach',
  'Wine',
  'Teal',
  'Off White',
  'Rust Orange',
];
const EVERYDAY_COLOURS = [
  'Navy Blue',
  'Black',
  'White',
  'Olive Green',
  'Grey',
  'Sky Blue',
  'Maroon',
  'Beige',
  'Lavender',
];
const DENIM_COLOURS = ['Indigo', 'Light Blue', 'Black', 'Grey'];
const SHOE_COLOURS = ['Black', 'White', 'Navy Blue', 'Grey', 'Tan Brown', 'Olive Green'];
const JUTTI_COLOURS = ['Tan Brown', 'Maroon', 'Gold', 'Black', 'Off White', 'Mustard Yellow'];
const KIDS_COLOURS = ['Rani Pink', 'Sky Blue', 'Mustard Yellow', 'Peach', 'Lavender', 'White'];
const PHONE_COLOURS = ['Midnight Black', 'Ocean Blue', 'Forest Green', 'Silver'];
const FAN_COLOURS = ['White', 'Ivory', 'Brown', 'Silver'];
const HOME_COLOURS = [
  'Indigo',
  'Mustard Yellow',
  'Teal',
  'Beige',
  'Maroon',
  'Grey',
  'Peach',
  'Olive Green',
];
const LIP_COLOURS = ['Ruby Red', 'Nude Beige', 'Berry Wine', 'Coral Pink', 'Mauve', 'Brick Red'];
const NAIL_COLOURS = ['Ruby Red', 'Coral Pink', 'Mauve', 'Nude Beige', 'Black', 'Lavender'];

/** Swatch used to tint a picture of each colour. */
export const COLOUR_HEX: Readonly<Record<string, string>> = {
  Maroon: '#7b1e2b',
  'Mustard Yellow': '#d8a31a',
  'Rani Pink': '#d6246e',
  'Bottle Green': '#0f5e3c',
  'Royal Blue': '#2747b0',
  Peach: '#f4a582',
  Wine: '#5e1a33',
  Teal: '#127a7a',
  'Off White': '#efe9dc',
  'Rust Orange': '#b5521b',
  'Navy Blue': '#1d2d5c',
  Black: '#222222',
  White: '#f5f5f5',
  'Olive Green': '#5f6b2e',
  Grey: '#7d7d7d',
  'Sky Blue': '#6fb3e0',
  Beige: '#d9c6a5',
  Lavender: '#a98bd1',
  Indigo: '#2e3a78',
  'Light Blue': '#8fb4d9',
  'Tan Brown': '#9c6b3f',
  Gold: '#c9a227',
  'Midnight Black': '#1b1b24',
  'Ocean Blue': '#1f6fa8',
  'Forest Green': '#2f5d3a',
  Silver: '#b9bec4',
  Ivory: '#f3ecd6',
  Brown: '#6b4226',
  'Ruby Red': '#a8102a',
  'Nude Beige': '#c9a08a',
  'Berry Wine': '#6d1736',
  'Coral Pink': '#f0726a',
  Mauve: '#a0617a',
  'Brick Red': '#9e3b26',
};

// ---------------------------------------------------------------- care paragraphs

const CARE_ETHNIC =
  'Dry clean for the first wash, then hand wash separately in cold water with a mild detergent. Dry in shade and iron on low heat on the reverse side to protect the zari and prints.';
const CARE_WESTERN =
  'Machine wash cold with similar colours, do not bleach, tumble dry low and iron inside out. Colours may bleed slightly in the first two washes.';
const CARE_FOOTWEAR =
  'Wipe with a dry cloth, keep away from direct heat and store in the box with a paper stuffing so the shape holds. Allow the pair to air out between wears.';
const CARE_ELECTRONIC =
  'Comes with a 1-year manufacturer warranty against defects. Use the supplied cable and charger, keep away from water and do not open the casing; service is available at authorised centres across India.';
const CARE_KITCHEN =
  'Wash before first use. Use a soft scrubber and mild dishwash liquid; avoid steel wool on polished surfaces. Dry completely before storing to keep the shine.';
const CARE_FURNISHING =
  'Machine wash gentle in cold water, separately for the first time. Do not soak for long or bleach, dry in shade and warm iron if needed.';
const CARE_DECOR =
  'Dust with a soft dry cloth. Keep away from moisture and direct afternoon sun so the finish lasts for years.';
const CARE_BEAUTY =
  'For external use only. Do a patch test on the inner arm before first use, store in a cool and dry place away from sunlight, and keep out of reach of children.';
const CARE_GROCERY =
  'Store in an airtight container in a cool, dry place away from sunlight. Once opened, use within the best-before period printed on the pack.';
const CARE_PUJA =
  'Handle with care and keep in a dry place. Brass and copper items regain their shine with a paste of tamarind or lemon and salt; terracotta pieces may be soaked in water before lighting.';

// ---------------------------------------------------------------- the taxonomy

export const MAIN_CATEGORIES: readonly MainCategorySeed[] = [
  {
    key: 'fashion',
    name: 'Fashion',
    short: 'Fashion',
    colours: ['#7b1e2b', '#d8a31a'],
    shape: 'drape',
    categories: [
      {
        key: 'womens_ethnic',
        name: "Women's Ethnic Wear",
        care: CARE_ETHNIC,
        subs: [
          {
            key: 'sarees',
            name: 'Sarees',
            short: 'Saree',
            shape: 'drape',
            hsn: '5208',
            hsnFor: { Silk: '5007' },
            gst: 'textile',
            priceRupees: [499, 8999],
            items: [
              'Banarasi Silk Saree with Zari Border',
              'Kanjivaram Art Silk Saree with Blouse Piece',
              'Chanderi Cotton Saree',
              'Bandhani Georgette Saree',
              'Handloom Cotton Tant Saree',
              'Printed Chiffon Saree with Blouse Piece',
              'Patola Silk Saree',
              'Linen Saree with Tassels',
            ],
            features: [
              'Saree length 5.5 m with a separate 0.8 m unstitched blouse piece',
              'Woven zari border and a rich pallu',
              'Soft, breathable fabric that drapes easily',
              'Fall and pico done, ready to wear',
              'Ideal for weddings, festivals and pujas',
            ],
            keywords: ['saree', 'sari', 'sadi', 'ethnic', 'women'],
            stock: { kind: 'variant', colours: ETHNIC_COLOURS, sizes: FREE_SIZE, minSizes: 1 },
            weight: 3,
          },
          {
            key: 'kurtas_kurtis',
            name: 'Kurtas & Kurtis',
            short: 'Kurti',
            shape: 'shirt',
            hsn: '6204',
            gst: 'textile',
            priceRupees: [399, 2499],
            items: [
              'Women Cotton Straight Kurta',
              'Anarkali Kurta with Block Print',
              'Rayon A-Line Kurti',
              'Chikankari Embroidered Kurta',
              'Kurta with Palazzo and Dupatta Set',
              'Angrakha Style Cotton Kurti',
            ],
            features: [
              'Three-quarter sleeves and a round neck',
              'Side slits for easy movement',
              'Hand block print from Sanganer, Jaipur',
              'Breathable cotton for daily wear',
              'Calf length, pairs with leggings or palazzos',
            ],
            keywords: ['kurta', 'kurti', 'kurtas', 'kurtis', 'ethnic', 'women'],
            stock: { kind: 'variant', colours: ETHNIC_COLOURS, sizes: APPAREL_SIZES, minSizes: 3 },
            weight: 3,
          },
          {
            key: 'lehengas',
            name: 'Lehengas',
            short: 'Lehenga',
            shape: 'drape',
            hsn: '6204',
            gst: 'textile',
            priceRupees: [1499, 12999],
            items: [
              'Embroidered Semi-Stitched Lehenga Choli',
              'Mirror Work Navratri Chaniya Choli',
              'Velvet Bridal Lehenga with Dupatta',
              'Georgette Sequinned Lehenga Set',
              'Silk Blend Festive Lehenga',
            ],
            features: [
              'Flared skirt with can-can lining',
              'Comes with an unstitched blouse and a net dupatta',
              'Hand embroidery with sequins and mirror work',
              'Drawstring waist with latkans',
              'Made for sangeet, mehendi and Navratri garba',
            ],
            keywords: ['lehenga', 'lehnga', 'ghagra', 'chaniya choli', 'bridal', 'women'],
            stock: {
              kind: 'variant',
              colours: ETHNIC_COLOURS,
              sizes: APPAREL_SIZES.slice(0, 4),
              minSizes: 2,
            },
            weight: 3,
          },
        ],
      },
      {
        key: 'mens_wear',
        name: "Men's Wear",
        care: CARE_WESTERN,
        subs: [
          {
            key: 'shirts',
            name: 'Shirts',
            short: 'Shirt',
            shape: 'shirt',
            hsn: '6205',
            gst: 'textile',
            priceRupees: [399, 1999],
            items: [
              'Men Slim Fit Cotton Formal Shirt',
              'Men Checked Casual Shirt',
              'Men Linen Blend Half Sleeve Shirt',
              'Men Printed Rayon Shirt',
              'Men Oxford Button-Down Shirt',
            ],
            features: [
              'Spread collar with full sleeves and button cuffs',
              'Regular length, wear tucked in or out',
              '100% cotton that stays cool in summer',
              'Pre-shrunk fabric',
            ],
            keywords: ['shirt', 'shirts', 'men', 'formal', 'casual'],
            stock: {
              kind: 'variant',
              colours: EVERYDAY_COLOURS,
              sizes: APPAREL_SIZES,
              minSizes: 3,
            },
            weight: 3,
          },
          {
            key: 't_shirts',
            name: 'T-Shirts',
            short: 'T-Shirt',
            shape: 'shirt',
            hsn: '6109',
            gst: 'textile',
            priceRupees: [249, 999],
            items: [
              'Men Round Neck Cotton T-Shirt',
              'Men Polo T-Shirt',
              'Men Graphic Print Oversized T-Shirt',
              'Men Dry-Fit Sports T-Shirt',
              'Men Henley Neck T-Shirt',
            ],
            features: [
              '180 GSM bio-washed cotton',
              'Ribbed neck that keeps its shape',
              'Colour stays after many washes',
              'Regular fit for everyday comfort',
            ],
            keywords: ['tshirt', 't-shirt', 'tee', 'polo', 'men'],
            stock: {
              kind: 'variant',
              colours: EVERYDAY_COLOURS,
              sizes: APPAREL_SIZES,
              minSizes: 3,
            },
            weight: 3,
          },
          {
            key: 'jeans',
            name: 'Jeans',
            short: 'Jeans',
            shape: 'trousers',
            hsn: '6203',
            gst: 'textile',
            priceRupees: [599, 2499],
            items: [
              'Men Slim Fit Stretchable Jeans',
              'Men Regular Fit Mid-Rise Jeans',
              'Men Tapered Fit Washed Jeans',
              'Men Relaxed Fit Jeans',
            ],
            features: [
              'Five-pocket styling with a zip fly',
              'Stretch denim with 2% elastane',
              'Mid-rise waist',
              'Stone washed finish',
            ],
            keywords: ['jeans', 'denim', 'pant', 'men'],
            stock: { kind: 'variant', colours: DENIM_COLOURS, sizes: JEANS_SIZES, minSizes: 4 },
            weight: 3,
          },
          {
            key: 'kurta_pyjama',
            name: 'Kurta Pyjama Sets',
            short: 'Kurta Set',
            shape: 'shirt',
            hsn: '6203',
            gst: 'textile',
            priceRupees: [799, 3499],
            items: [
              'Men Cotton Kurta Pyjama Set',
              'Men Silk Blend Kurta with Churidar',
              'Men Kurta Pyjama with Nehru Jacket',
              'Men Chikankari Kurta Set',
            ],
            features: [
              'Mandarin collar with a half placket',
              'Pyjama with drawstring waist',
              'Festive wear for weddings, Eid and Diwali',
              'Soft lining for all-day comfort',
            ],
            keywords: ['kurta', 'pyjama', 'pajama', 'churidar', 'ethnic', 'men'],
            stock: { kind: 'variant', colours: ETHNIC_COLOURS, sizes: APPAREL_SIZES, minSizes: 3 },
            weight: 3,
          },
        ],
      },
      {
        key: 'footwear',
        name: 'Footwear',
        care: CARE_FOOTWEAR,
        subs: [
          {
            key: 'sports_shoes',
            name: 'Sports Shoes',
            short: 'Shoes',
            shape: 'shoe',
            hsn: '6404',
            gst: 'textile',
            priceRupees: [699, 3999],
            items: [
              'Men Running Shoes with Cushioned Sole',
              'Lightweight Walking Shoes',
              'Mesh Training Sneakers',
              'Women Slip-On Sports Shoes',
              'Canvas Casual Sneakers',
            ],
            features: [
              'Breathable mesh upper',
              'EVA midsole for cushioning',
              'Anti-skid rubber outsole',
              'Lace-up closure with padded collar',
            ],
            keywords: ['shoes', 'joote', 'jootey', 'sneakers', 'running', 'sports'],
            stock: { kind: 'variant', colours: SHOE_COLOURS, sizes: UK_SIZES, minSizes: 3 },
            weight: 3,
          },
          {
            key: 'sandals_chappals',
            name: 'Sandals & Chappals',
            short: 'Chappal',
            shape: 'shoe',
            hsn: '6402',
            gst: 'textile',
            priceRupees: [249, 1499],
            items: [
              'Men Leather Kolhapuri Chappal',
              'Women Flat Sandals',
              'Men Comfort Floaters',
              'Women Embellished Ethnic Sandals',
              'Unisex Rubber Flip-Flops',
            ],
            features: [
              'Cushioned footbed for all-day wear',
              'Water-friendly sole for the monsoon',
              'Adjustable strap with buckle',
              'Handcrafted by artisans of Kolhapur',
            ],
            keywords: ['chappal', 'chappals', 'sandals', 'sandal', 'slippers', 'kolhapuri'],
            stock: { kind: 'variant', colours: SHOE_COLOURS, sizes: UK_SIZES, minSizes: 3 },
            weight: 3,
          },
          {
            key: 'juttis_mojaris',
            name: 'Juttis (Mojaris)',
            short: 'Jutti',
            shape: 'shoe',
            hsn: '6403',
            gst: 'textile',
            priceRupees: [399, 1999],
            items: [
              'Punjabi Embroidered Jutti',
              'Rajasthani Leather Mojari',
              'Men Handcrafted Nagra Jutti',
              'Women Phulkari Jutti',
            ],
            features: [
              'Genuine leather upper with hand embroidery',
              'Padded insole for comfort',
              'Made by craftsmen of Patiala and Jodhpur',
              'Pairs with kurtas, sherwanis and lehengas',
            ],
            keywords: ['jutti', 'juttis', 'jooti', 'mojari', 'mojris', 'nagra', 'joote', 'shoes'],
            stock: { kind: 'variant', colours: JUTTI_COLOURS, sizes: UK_SIZES, minSizes: 3 },
            weight: 3,
          },
        ],
      },
      {
        key: 'kids_wear',
        name: "Kids' Wear",
        care: CARE_WESTERN,
        subs: [
          {
            key: 'frocks',
            name: 'Frocks & Dresses',
            short: 'Frock',
            shape: 'drape',
            hsn: '6209',
            gst: 'textile',
            priceRupees: [299, 1299],
            items: [
              'Girls Cotton Printed Frock',
              'Girls Party Wear Net Frock',
              'Girls Smocked Summer Dress',
              'Girls Tiered Maxi Dress',
            ],
            features: [
              'Soft cotton lining',
              'Back zip for easy dressing',
              'Gentle on sensitive skin',
              'Twirl-ready flared skirt',
            ],
            keywords: ['frock', 'dress', 'girls', 'kids', 'baby'],
            stock: { kind: 'variant', colours: KIDS_COLOURS, sizes: KIDS_SIZES, minSizes: 3 },
            weight: 3,
          },
          {
            key: 'kids_ethnic',
            name: 'Kids Ethnic Sets',
            short: 'Kids Ethnic',
            shape: 'shirt',
            hsn: '6209',
            gst: 'textile',
            priceRupees: [499, 1999],
            items: [
              'Boys Kurta Pyjama Set',
              'Girls Lehenga Choli Set',
              'Boys Dhoti Kurta Set',
              'Girls Pattu Pavadai Set',
            ],
            features: [
              'Festive look for Diwali and weddings',
              'Elasticated waist',
              'Cotton lining inside',
              'Easy snap buttons',
            ],
            keywords: ['kids', 'ethnic', 'kurta', 'lehenga', 'dhoti', 'boys', 'girls'],
            stock: { kind: 'variant', colours: KIDS_COLOURS, sizes: KIDS_SIZES, minSizes: 3 },
            weight: 3,
          },
        ],
      },
    ],
  },
  {
    key: 'electronics',
    name: 'Electronics',
    short: 'Electronics',
    colours: ['#1d2d5c', '#1f6fa8'],
    shape: 'phone',
    categories: [
      {
        key: 'mobiles',
        name: 'Mobiles & Accessories',
        care: CARE_ELECTRONIC,
        subs: [
          {
            key: 'smartphones',
            name: 'Smartphones',
            short: 'Smartphone',
            shape: 'phone',
            hsn: '8517',
            gst: 18,
            priceRupees: [7999, 29999],
            items: [
              '5G Smartphone with 50 MP Camera',
              '4G Smartphone with 6000 mAh Battery',
              '5G Smartphone with 120 Hz AMOLED Display',
              'Dual SIM Smartphone with Fast Charging',
            ],
            features: [
              '6.6-inch Full HD+ display',
              'Dual SIM (Nano + Nano) with 5G bands used in India',
              '33 W fast charger included in the box',
              'Android with two years of OS updates',
              'Side-mounted fingerprint sensor and face unlock',
            ],
            keywords: ['mobile', 'phone', 'smartphone', '5g', 'android'],
            stock: { kind: 'variant', colours: PHONE_COLOURS, sizes: PHONE_SIZES, minSizes: 2 },
            weight: 2,
          },
          {
            key: 'power_banks',
            name: 'Power Banks',
            short: 'Power Bank',
            shape: 'phone',
            hsn: '8507',
            gst: 18,
            priceRupees: [699, 1499],
            items: [
              'Fast Charging Power Bank',
              'Slim Power Bank with Dual USB Output',
              'Power Bank with Type-C PD Output',
            ],
            features: [
              '22.5 W fast charging',
              'Charges two devices at once',
              'Lithium-polymer cells with overcharge protection',
              'LED charge indicator',
            ],
            keywords: ['power bank', 'powerbank', 'charger', 'battery'],
            stock: {
              kind: 'flat',
              packs: packs(['10000 mAh', 230, 'g', 1], ['20000 mAh', 420, 'g', 1.5]),
            },
            weight: 1,
          },
          {
            key: 'mobile_covers',
            name: 'Mobile Covers',
            short: 'Phone Cover',
            shape: 'phone',
            hsn: '3926',
            gst: 18,
            priceRupees: [149, 599],
            items: [
              'Shockproof Silicone Back Cover',
              'Transparent Bumper Case',
              'Flip Cover with Card Holder',
              'Matte Hard Back Case',
            ],
            features: [
              'Raised edges protect the camera',
              'Precise cut-outs for ports',
              'Anti-yellowing material',
              'Slim and light',
            ],
            keywords: ['mobile cover', 'back cover', 'case', 'phone cover'],
            stock: { kind: 'flat', packs: single(40, 'g') },
            weight: 1,
          },
        ],
      },
      {
        key: 'audio',
        name: 'Audio',
        care: CARE_ELECTRONIC,
        subs: [
          {
            key: 'wireless_earbuds',
            name: 'Wireless Earbuds',
            short: 'Earbuds',
            shape: 'speaker',
            hsn: '8518',
            gst: 18,
            priceRupees: [799, 3999],
            items: [
              'True Wireless Earbuds with ENC Mic',
              'TWS Earbuds with 40 Hours Playback',
              'Gaming Earbuds with Low Latency Mode',
            ],
            features: [
              'Bluetooth 5.3 with quick pairing',
              'Up to 40 hours with the case',
              'IPX5 sweat resistance',
              'Type-C fast charging',
            ],
            keywords: ['earbuds', 'tws', 'earphones', 'bluetooth', 'headphones'],
            stock: { kind: 'flat', packs: single(45, 'g') },
            weight: 1,
          },
          {
            key: 'bluetooth_speakers',
            name: 'Bluetooth Speakers',
            short: 'Speaker',
            shape: 'speaker',
            hsn: '8518',
            gst: 18,
            priceRupees: [599, 4999],
            items: [
              'Portable Bluetooth Speaker with Deep Bass',
              'Party Speaker with Karaoke Mic',
              'Waterproof Outdoor Speaker',
            ],
            features: [
              '10 W stereo sound',
              '12 hours of playback',
              'FM radio and USB playback',
              'IPX7 water resistance',
            ],
            keywords: ['speaker', 'bluetooth speaker', 'music', 'party'],
            stock: { kind: 'flat', packs: single(600, 'g') },
            weight: 1,
          },
          {
            key: 'headphones',
            name: 'Headphones',
            short: 'Headphones',
            shape: 'speaker',
            hsn: '8518',
            gst: 18,
            priceRupees: [499, 2999],
            items: [
              'Over-Ear Wireless Headphones',
              'Wired On-Ear Headphones with Mic',
              'Noise Cancelling Headphones',
            ],
            features: [
              '40 mm dynamic drivers',
              'Soft memory-foam ear cushions',
              'Foldable design',
              'Built-in mic for calls',
            ],
            keywords: ['headphones', 'headset', 'earphones'],
            stock: { kind: 'flat', packs: single(220, 'g') },
            weight: 1,
          },
        ],
      },
      {
        key: 'home_appliances',
        name: 'Home Appliances',
        care: CARE_ELECTRONIC,
        subs: [
          {
            key: 'mixer_grinders',
            name: 'Mixer Grinders',
            short: 'Mixer',
            shape: 'appliance',
            hsn: '8509',
            gst: 18,
            priceRupees: [1999, 6999],
            items: [
              '750 W Mixer Grinder with 3 Jars',
              '500 W Mixer Grinder with 2 Jars',
              '1000 W Juicer Mixer Grinder',
            ],
            features: [
              'Stainless steel blades for wet and dry grinding',
              'Overload protection',
              'Jars for chutney, masala and juice',
              '2-year warranty on the motor',
            ],
            keywords: ['mixer', 'mixie', 'grinder', 'juicer', 'kitchen appliance'],
            stock: { kind: 'flat', packs: single(3.2, 'kg') },
            weight: 1,
          },
          {
            key: 'ceiling_fans',
            name: 'Ceiling Fans',
            short: 'Fan',
            shape: 'fan',
            hsn: '8414',
            gst: 18,
            priceRupees: [1299, 4999],
            items: [
              'High Speed Ceiling Fan',
              'BLDC Energy Saving Ceiling Fan with Remote',
              'Decorative Ceiling Fan',
              'Anti-Dust Ceiling Fan',
            ],
            features: [
              '5-star energy rating',
              '370 RPM for strong air delivery',
              'Double ball bearings for silent running',
              'Copper winding motor',
            ],
            keywords: ['fan', 'pankha', 'ceiling fan', 'bldc'],
            stock: { kind: 'variant', colours: FAN_COLOURS, sizes: FAN_SIZES, minSizes: 2 },
            weight: 2,
          },
          {
            key: 'electric_kettles',
            name: 'Electric Kettles',
            short: 'Kettle',
            shape: 'pot',
            hsn: '8516',
            gst: 18,
            priceRupees: [599, 1999],
            items: [
              'Stainless Steel Electric Kettle',
              'Multi-Cook Electric Kettle',
              'Cordless Electric Kettle',
            ],
            features: [
              '1500 W for quick boiling',
              'Auto cut-off and boil-dry protection',
              'Cool-touch handle',
              'Also makes Maggi and eggs',
            ],
            keywords: ['kettle', 'electric kettle', 'water heater'],
            stock: { kind: 'flat', packs: packs(['1.2 L', 1.2, 'L', 1], ['1.8 L', 1.8, 'L', 1.2]) },
            weight: 1,
          },
        ],
      },
      {
        key: 'computer_accessories',
        name: 'Computer Accessories',
        care: CARE_ELECTRONIC,
        subs: [
          {
            key: 'keyboards_mice',
            name: 'Keyboards & Mice',
            short: 'Keyboard',
            shape: 'appliance',
            hsn: '8471',
            gst: 18,
            priceRupees: [299, 1999],
            items: [
              'Wireless Keyboard and Mouse Combo',
              'Bilingual Hindi-English Keyboard',
              'Ergonomic Wireless Mouse',
            ],
            features: [
              '2.4 GHz wireless with nano receiver',
              'Spill-resistant keys',
              'Up to 12 months of battery life',
              'Plug and play',
            ],
            keywords: ['keyboard', 'mouse', 'computer', 'laptop accessories'],
            stock: { kind: 'flat', packs: single(480, 'g') },
            weight: 1,
          },
          {
            key: 'pen_drives',
            name: 'Pen Drives',
            short: 'Pen Drive',
            shape: 'phone',
            hsn: '8523',
            gst: 18,
            priceRupees: [249, 999],
            items: ['USB 3.2 Metal Pen Drive', 'Dual Drive OTG Pen Drive', 'Type-C Pen Drive'],
            features: [
              'Read speeds up to 100 MB/s',
              'Metal body with keyring loop',
              'Works with phones and laptops',
              '5-year warranty',
            ],
            keywords: ['pen drive', 'pendrive', 'usb', 'flash drive'],
            stock: { kind: 'flat', packs: packs(['64 GB', 10, 'g', 1], ['128 GB', 10, 'g', 1.6]) },
            weight: 1,
          },
          {
            key: 'laptop_bags',
            name: 'Laptop Bags',
            short: 'Laptop Bag',
            shape: 'sack',
            hsn: '4202',
            gst: 18,
            priceRupees: [499, 1999],
            items: [
              'Water Resistant Laptop Backpack',
              'Office Laptop Messenger Bag',
              'Anti-Theft Laptop Backpack',
            ],
            features: [
              'Padded compartment for 15.6-inch laptops',
              'USB charging port',
              'Three compartments and a bottle pocket',
              'Rain cover included',
            ],
            keywords: ['laptop bag', 'backpack', 'bag', 'office bag'],
            stock: { kind: 'flat', packs: single(700, 'g') },
            weight: 1,
          },
        ],
      },
    ],
  },
  {
    key: 'home_kitchen',
    name: 'Home & Kitchen',
    short: 'Home',
    colours: ['#127a7a', '#f4a582'],
    shape: 'pot',
    categories: [
      {
        key: 'cookware',
        name: 'Cookware',
        care: CARE_KITCHEN,
        subs: [
          {
            key: 'pressure_cookers',
            name: 'Pressure Cookers',
            short: 'Cooker',
            shape: 'pot',
            hsn: '7615',
            hsnFor: { Steel: '7323' },
            gst: 12,
            priceRupees: [799, 2499],
            items: [
              'Aluminium Inner Lid Pressure Cooker',
              'Stainless Steel Outer Lid Pressure Cooker',
              'Hard Anodised Pressure Cooker',
              'Triply Steel Pressure Handi',
            ],
            features: [
              'Works on gas and induction',
              'ISI marked',
              'Safety valve and gasket release system',
              'Five-year warranty',
            ],
            keywords: ['pressure cooker', 'cooker', 'handi', 'kitchen'],
            stock: { kind: 'flat', packs: packs(['3 L', 3, 'L', 1], ['5 L', 5, 'L', 1.3]) },
            weight: 1,
          },
          {
            key: 'kadai_tawa',
            name: 'Kadai & Tawa',
            short: 'Kadai',
            shape: 'pot',
            hsn: '7323',
            gst: 12,
            priceRupees: [349, 1999],
            items: [
              'Cast Iron Kadai',
              'Non-Stick Dosa Tawa',
              'Iron Roti Tawa',
              'Triply Stainless Steel Kadai with Lid',
            ],
            features: [
              'Pre-seasoned and ready to cook',
              'Even heat for tadka and deep frying',
              'Riveted handles',
              'Adds natural iron to food',
            ],
            keywords: ['kadai', 'kadhai', 'karahi', 'tawa', 'tava', 'pan'],
            stock: {
              kind: 'flat',
              packs: packs(['24 cm', 1.8, 'kg', 1], ['28 cm', 2.4, 'kg', 1.25]),
            },
            weight: 1,
          },
          {
            key: 'dinner_sets',
            name: 'Dinner Sets',
            short: 'Dinner Set',
            shape: 'thali',
            hsn: '7323',
            gst: 12,
            priceRupees: [999, 4999],
            items: [
              'Stainless Steel Dinner Set',
              'Hammered Steel Thali Set',
              'Melamine Dinner Set',
              'Copper Finish Thali Set',
            ],
            features: [
              'Thalis, katoris, glasses and spoons included',
              'Food-grade 304 stainless steel',
              'Dishwasher safe',
              'Mirror finish',
            ],
            keywords: ['dinner set', 'thali', 'katori', 'bartan', 'utensils'],
            stock: {
              kind: 'flat',
              packs: packs(['24 Pieces', 24, 'pcs', 1], ['36 Pieces', 36, 'pcs', 1.4]),
            },
            weight: 1,
          },
        ],
      },
      {
        key: 'kitchen_storage',
        name: 'Kitchen Storage',
        care: CARE_KITCHEN,
        subs: [
          {
            key: 'steel_containers',
            name: 'Steel Containers',
            short: 'Container',
            shape: 'jar',
            hsn: '7323',
            gst: 12,
            priceRupees: [299, 1499],
            items: [
              'Stainless Steel Airtight Container Set',
              'Steel Dabba Set with See-Through Lid',
              'Steel Tiffin Box',
              'Steel Atta Drum',
            ],
            features: [
              'Airtight lids keep food fresh',
              'Stackable to save space',
              'Rust-proof steel',
              'Easy to clean',
            ],
            keywords: ['container', 'dabba', 'dibba', 'tiffin', 'storage'],
            stock: {
              kind: 'flat',
              packs: packs(['Set of 3', 3, 'pcs', 1], ['Set of 6', 6, 'pcs', 1.7]),
            },
            weight: 1,
          },
          {
            key: 'masala_boxes',
            name: 'Masala Boxes',
            short: 'Masala Box',
            shape: 'thali',
            hsn: '7323',
            gst: 12,
            priceRupees: [299, 999],
            items: [
              'Stainless Steel Masala Dabba with 7 Bowls',
              'Wooden Spice Box',
              'Steel Masala Box with Spoon',
            ],
            features: [
              'Seven bowls for everyday spices',
              'Tight lid keeps aroma in',
              'Small spoon included',
              'Fits a kitchen drawer',
            ],
            keywords: ['masala box', 'masala dabba', 'spice box', 'dabba'],
            stock: { kind: 'flat', packs: single(8, 'pcs') },
            weight: 1,
          },
          {
            key: 'glass_jars',
            name: 'Glass Jars',
            short: 'Glass Jar',
            shape: 'jar',
            hsn: '7013',
            gst: 18,
            priceRupees: [199, 899],
            items: [
              'Glass Pickle Jar with Steel Lid',
              'Borosilicate Storage Jar Set',
              'Glass Cookie Jar',
            ],
            features: [
              'Food-safe glass',
              'Rust-free lid',
              'See what is inside at a glance',
              'Ideal for achar and murabba',
            ],
            keywords: ['jar', 'barni', 'martaban', 'achar jar', 'glass'],
            stock: {
              kind: 'flat',
              packs: packs(['Set of 2', 2, 'pcs', 1], ['Set of 4', 4, 'pcs', 1.7]),
            },
            weight: 1,
          },
        ],
      },
      {
        key: 'home_furnishing',
        name: 'Home Furnishing',
        care: CARE_FURNISHING,
        subs: [
          {
            key: 'bedsheets',
            name: 'Bedsheets',
            short: 'Bedsheet',
            shape: 'fabric',
            hsn: '6302',
            gst: 'textile',
            priceRupees: [399, 1799],
            items: [
              'Jaipuri Cotton Bedsheet with 2 Pillow Covers',
              'Sanganeri Print Bedsheet',
              'Glace Cotton Floral Bedsheet',
              'Kantha Stitch Bedsheet',
            ],
            features: [
              '144 thread count pure cotton',
              'Colourfast hand block print',
              'Two pillow covers included',
              'Soft on skin, gets softer with every wash',
            ],
            keywords: ['bedsheet', 'chadar', 'chaddar', 'bed sheet', 'jaipuri'],
            stock: { kind: 'variant', colours: HOME_COLOURS, sizes: BED_SIZES, minSizes: 2 },
            weight: 2,
          },
          {
            key: 'curtains',
            name: 'Curtains',
            short: 'Curtain',
            shape: 'fabric',
            hsn: '6303',
            gst: 'textile',
            priceRupees: [299, 1299],
            items: [
              'Blackout Curtains Set of 2',
              'Printed Polyester Eyelet Curtains',
              'Sheer Curtains Set of 2',
            ],
            features: [
              'Rust-proof steel eyelets',
              'Blocks most of the afternoon sun',
              'Sold as a pair',
              'Machine washable',
            ],
            keywords: ['curtain', 'curtains', 'parda', 'parde'],
            stock: { kind: 'variant', colours: HOME_COLOURS, sizes: CURTAIN_SIZES, minSizes: 2 },
            weight: 2,
          },
          {
            key: 'cushion_covers',
            name: 'Cushion Covers',
            short: 'Cushion',
            shape: 'fabric',
            hsn: '6304',
            gst: 'textile',
            priceRupees: [199, 899],
            items: [
              'Cotton Cushion Covers Set of 5',
              'Velvet Cushion Covers Set of 2',
              'Mirror Work Cushion Covers',
            ],
            features: [
              'Hidden zip closure',
              'Cushion fillers not included',
              'Cotton canvas, soft and sturdy',
              'Brightens up a sofa',
            ],
            keywords: ['cushion', 'cushion cover', 'pillow cover'],
            stock: { kind: 'variant', colours: HOME_COLOURS, sizes: CUSHION_SIZES, minSizes: 2 },
            weight: 2,
          },
        ],
      },
      {
        key: 'home_decor',
        name: 'Home Decor',
        care: CARE_DECOR,
        subs: [
          {
            key: 'wall_clocks',
            name: 'Wall Clocks',
            short: 'Wall Clock',
            shape: 'clock',
            hsn: '9105',
            gst: 18,
            priceRupees: [349, 1999],
            items: ['Silent Sweep Wall Clock', 'Wooden Designer Wall Clock', 'Pendulum Wall Clock'],
            features: [
              'Silent quartz movement, no ticking',
              'Runs on one AA cell',
              'Scratch-resistant glass',
              'Easy to read numerals',
            ],
            keywords: ['wall clock', 'ghadi', 'clock'],
            stock: { kind: 'flat', packs: single(650, 'g') },
            weight: 1,
          },
          {
            key: 'wall_hangings',
            name: 'Wall Hangings',
            short: 'Wall Decor',
            shape: 'rangoli',
            hsn: '8306',
            gst: 12,
            priceRupees: [299, 2499],
            items: [
              'Metal Tree of Life Wall Hanging',
              'Madhubani Painting Wall Hanging',
              'Macrame Wall Hanging',
              'Brass Sun Wall Decor',
            ],
            features: [
              'Handcrafted by Indian artisans',
              'Hooks included',
              'Makes a thoughtful housewarming gift',
              'Rust-resistant finish',
            ],
            keywords: ['wall hanging', 'wall decor', 'painting', 'home decor'],
            stock: { kind: 'flat', packs: single(1, 'pcs') },
            weight: 1,
          },
          {
            key: 'planters',
            name: 'Planters',
            short: 'Planter',
            shape: 'pot',
            hsn: '6912',
            gst: 12,
            priceRupees: [199, 1499],
            items: [
              'Ceramic Planter with Drainage Hole',
              'Hanging Metal Planter',
              'Terracotta Planter Set',
            ],
            features: [
              'Drainage hole with a bottom plate',
              'Suits money plant, snake plant and tulsi',
              'Indoor and balcony use',
              'Glazed, easy to wipe',
            ],
            keywords: ['planter', 'gamla', 'gamle', 'pot', 'flower pot'],
            stock: {
              kind: 'flat',
              packs: packs(['Set of 2', 2, 'pcs', 1], ['Set of 3', 3, 'pcs', 1.4]),
            },
            weight: 1,
          },
        ],
      },
    ],
  },
  {
    key: 'beauty',
    name: 'Beauty & Personal Care',
    short: 'Beauty',
    colours: ['#d6246e', '#f4a582'],
    shape: 'bottle',
    categories: [
      {
        key: 'skin_care',
        name: 'Skin Care',
        care: CARE_BEAUTY,
        subs: [
          {
            key: 'face_wash',
            name: 'Face Wash',
            short: 'Face Wash',
            shape: 'bottle',
            hsn: '3401',
            gst: 18,
            priceRupees: [99, 399],
            items: [
              'Neem and Tulsi Face Wash',
              'Vitamin C Brightening Face Wash',
              'Haldi and Chandan Face Wash',
              'Oil Control Face Wash',
            ],
            features: [
              'Soap-free and pH balanced',
              'Suits oily and combination skin',
              'No parabens',
              'Dermatologically tested',
            ],
            keywords: ['face wash', 'facewash', 'cleanser', 'neem'],
            stock: {
              kind: 'flat',
              packs: packs(['100 ml', 100, 'ml', 1], ['200 ml', 200, 'ml', 1.7]),
            },
            weight: 1,
          },
          {
            key: 'moisturisers',
            name: 'Moisturisers',
            short: 'Moisturiser',
            shape: 'jar',
            hsn: '3304',
            gst: 18,
            priceRupees: [149, 699],
            items: [
              'Aloe Vera Moisturising Gel',
              'Kesar Day Cream with SPF 20',
              'Cocoa Butter Body Lotion',
              'Light Gel Moisturiser',
            ],
            features: [
              'Non-sticky and absorbs quickly',
              'Keeps skin soft through winter',
              'With natural aloe and saffron extracts',
              'For all skin types',
            ],
            keywords: ['moisturiser', 'moisturizer', 'cream', 'lotion', 'aloe vera'],
            stock: { kind: 'flat', packs: packs(['50 g', 50, 'g', 1], ['100 g', 100, 'g', 1.7]) },
            weight: 1,
          },
          {
            key: 'face_packs',
            name: 'Ubtan & Face Packs',
            short: 'Ubtan',
            shape: 'jar',
            hsn: '3304',
            gst: 18,
            priceRupees: [99, 449],
            items: [
              'Multani Mitti Face Pack',
              'Haldi Besan Ubtan',
              'Rose and Sandalwood Face Pack',
            ],
            features: [
              'Traditional recipe for a natural glow',
              'Removes tan',
              'Mix with rose water or curd',
              'No artificial colour',
            ],
            keywords: ['ubtan', 'face pack', 'multani mitti', 'besan', 'haldi'],
            stock: { kind: 'flat', packs: single(100, 'g') },
            weight: 1,
          },
        ],
      },
      {
        key: 'hair_care',
        name: 'Hair Care',
        care: CARE_BEAUTY,
        subs: [
          {
            key: 'hair_oils',
            name: 'Hair Oils',
            short: 'Hair Oil',
            shape: 'bottle',
            hsn: '3305',
            gst: 18,
            priceRupees: [99, 499],
            items: [
              'Bhringraj Ayurvedic Hair Oil',
              'Cold Pressed Coconut Hair Oil',
              'Amla and Reetha Hair Oil',
              'Onion Hair Oil',
            ],
            features: [
              'Reduces hair fall with regular champi',
              'Non-sticky formula',
              'Made with 12 herbs',
              'Suits all hair types',
            ],
            keywords: ['hair oil', 'tel', 'champi', 'amla', 'coconut oil'],
            stock: {
              kind: 'flat',
              packs: packs(['100 ml', 100, 'ml', 1], ['200 ml', 200, 'ml', 1.7]),
            },
            weight: 1,
          },
          {
            key: 'shampoos',
            name: 'Shampoos',
            short: 'Shampoo',
            shape: 'bottle',
            hsn: '3305',
            gst: 18,
            priceRupees: [149, 599],
            items: [
              'Shikakai Herbal Shampoo',
              'Anti-Dandruff Shampoo',
              'Hibiscus Smoothening Shampoo',
            ],
            features: [
              'Sulphate-free',
              'Gentle enough for daily use',
              'Fights dandruff and dryness',
              'Fresh herbal fragrance',
            ],
            keywords: ['shampoo', 'shikakai', 'hair wash'],
            stock: {
              kind: 'flat',
              packs: packs(['180 ml', 180, 'ml', 1], ['340 ml', 340, 'ml', 1.6]),
            },
            weight: 1,
          },
          {
            key: 'henna',
            name: 'Henna & Mehendi',
            short: 'Mehendi',
            shape: 'sack',
            hsn: '1404',
            gst: 5,
            priceRupees: [49, 299],
            items: [
              'Natural Henna Powder',
              'Rajasthani Mehendi Cones Pack of 12',
              'Indigo and Henna Hair Colour',
            ],
            features: [
              'Triple-sifted leaves from Sojat, Rajasthan',
              'Deep natural colour',
              'No ammonia or PPD',
              'Conditions the hair',
            ],
            keywords: ['henna', 'mehndi', 'mehendi', 'heena'],
            stock: { kind: 'flat', packs: single(200, 'g') },
            weight: 1,
          },
        ],
      },
      {
        key: 'makeup',
        name: 'Makeup',
        care: CARE_BEAUTY,
        subs: [
          {
            key: 'lipsticks',
            name: 'Lipsticks',
            short: 'Lipstick',
            shape: 'stick',
            hsn: '3304',
            gst: 18,
            priceRupees: [149, 799],
            items: ['Matte Lipstick', 'Creamy Moisturising Lipstick', 'Long Stay Liquid Lipstick'],
            features: [
              'Stays on for up to 12 hours',
              'Enriched with vitamin E',
              'Smudge-proof and transfer-proof',
              'Shades made for Indian skin tones',
            ],
            keywords: ['lipstick', 'lip colour', 'matte', 'makeup'],
            stock: { kind: 'variant', colours: LIP_COLOURS, sizes: LIPSTICK_SIZES, minSizes: 1 },
            weight: 2,
          },
          {
            key: 'kajal',
            name: 'Kajal & Eyeliners',
            short: 'Kajal',
            shape: 'stick',
            hsn: '3304',
            gst: 18,
            priceRupees: [99, 349],
            items: [
              'Smudge-Proof Kajal',
              'Ayurvedic Kajal with Almond Oil',
              'Waterproof Liquid Eyeliner',
            ],
            features: [
              'Intense black in one stroke',
              'Lasts up to 16 hours',
              'Ophthalmologically tested',
              'Twist-up, no sharpener needed',
            ],
            keywords: ['kajal', 'kohl', 'surma', 'eyeliner', 'kaajal'],
            stock: { kind: 'flat', packs: single(0.35, 'g') },
            weight: 1,
          },
          {
            key: 'nail_paints',
            name: 'Nail Paints',
            short: 'Nail Paint',
            shape: 'bottle',
            hsn: '3304',
            gst: 18,
            priceRupees: [69, 249],
            items: ['Gel Finish Nail Paint', 'Quick Dry Nail Paint', 'Glitter Nail Paint'],
            features: [
              'Glossy gel finish without a UV lamp',
              'Dries in 60 seconds',
              'Chip-resistant for a week',
              'Free of toluene and formaldehyde',
            ],
            keywords: ['nail paint', 'nail polish', 'nailpaint'],
            stock: { kind: 'variant', colours: NAIL_COLOURS, sizes: NAIL_SIZES, minSizes: 1 },
            weight: 2,
          },
        ],
      },
      {
        key: 'fragrances',
        name: 'Fragrances',
        care: CARE_BEAUTY,
        subs: [
          {
            key: 'attars',
            name: 'Attars',
            short: 'Attar',
            shape: 'bottle',
            hsn: '3303',
            gst: 18,
            priceRupees: [199, 1499],
            items: [
              'Kannauj Rose Attar',
              'Mitti Attar (Petrichor)',
              'Sandalwood Attar',
              'Mogra Attar',
            ],
            features: [
              'Alcohol-free concentrated perfume oil',
              'Distilled the traditional deg-bhapka way',
              'Long-lasting, a drop is enough',
              'Comes with a glass roll-on',
            ],
            keywords: ['attar', 'ittar', 'itra', 'perfume', 'fragrance'],
            stock: { kind: 'flat', packs: packs(['6 ml', 6, 'ml', 1], ['12 ml', 12, 'ml', 1.8]) },
            weight: 1,
          },
          {
            key: 'deodorants',
            name: 'Deodorants',
            short: 'Deo',
            shape: 'bottle',
            hsn: '3307',
            gst: 18,
            priceRupees: [149, 449],
            items: [
              'Men Long Lasting Deodorant',
              'Women Floral Body Mist',
              'Natural Roll-On Deodorant',
            ],
            features: [
              '48-hour freshness',
              'No gas, 100% perfume spray',
              'Gentle on skin',
              'Pocket friendly size',
            ],
            keywords: ['deo', 'deodorant', 'body spray', 'perfume'],
            stock: { kind: 'flat', packs: single(150, 'ml') },
            weight: 1,
          },
        ],
      },
    ],
  },
  {
    key: 'grocery',
    name: 'Grocery & Gourmet',
    short: 'Grocery',
    colours: ['#5f6b2e', '#d8a31a'],
    shape: 'sack',
    categories: [
      {
        key: 'staples',
        name: 'Staples',
        care: CARE_GROCERY,
        subs: [
          {
            key: 'atta_flours',
            name: 'Atta & Flours',
            short: 'Atta',
            shape: 'sack',
            hsn: '1101',
            gst: 5,
            priceRupees: [49, 149],
            items: [
              'Chakki Fresh Whole Wheat Atta',
              'Sharbati Wheat Atta',
              'Multigrain Atta',
              'Besan (Gram Flour)',
              'Bajra Atta',
            ],
            features: [
              'Stone-ground in a traditional chakki',
              'Makes soft, fluffy rotis',
              '100% whole grain, no maida',
              'Sourced from Madhya Pradesh farms',
            ],
            keywords: ['atta', 'aata', 'flour', 'gehun', 'wheat', 'besan'],
            stock: {
              kind: 'flat',
              packs: packs(['1 kg', 1, 'kg', 1], ['5 kg', 5, 'kg', 4.6], ['10 kg', 10, 'kg', 8.8]),
            },
            weight: 1,
          },
          {
            key: 'rice',
            name: 'Rice',
            short: 'Rice',
            shape: 'sack',
            hsn: '1006',
            gst: 5,
            priceRupees: [79, 249],
            items: [
              'Aged Basmati Rice',
              'Sona Masoori Rice',
              'Kolam Rice',
              'Indrayani Rice',
              'Gobindobhog Rice',
            ],
            features: [
              'Aged for at least 12 months',
              'Long grains that stay separate',
              'Rich natural aroma',
              'Cleaned and sorted',
            ],
            keywords: ['rice', 'chawal', 'basmati', 'chaawal'],
            stock: { kind: 'flat', packs: packs(['1 kg', 1, 'kg', 1], ['5 kg', 5, 'kg', 4.7]) },
            weight: 1,
          },
          {
            key: 'dals',
            name: 'Dals & Pulses',
            short: 'Dal',
            shape: 'sack',
            hsn: '0713',
            gst: 5,
            priceRupees: [99, 229],
            items: [
              'Unpolished Toor Dal',
              'Moong Dal (Split)',
              'Masoor Dal',
              'Chana Dal',
              'Rajma (Red Kidney Beans)',
              'Kabuli Chana',
            ],
            features: [
              'Unpolished, no added colour',
              'Rich in protein',
              'Cooks quickly in a pressure cooker',
              'Machine cleaned',
            ],
            keywords: ['dal', 'daal', 'pulses', 'toor', 'arhar', 'moong', 'rajma', 'chana'],
            stock: { kind: 'flat', packs: packs(['500 g', 500, 'g', 0.55], ['1 kg', 1, 'kg', 1]) },
            weight: 1,
          },
        ],
      },
      {
        key: 'oils_ghee',
        name: 'Cooking Oils & Ghee',
        care: CARE_GROCERY,
        subs: [
          {
            key: 'mustard_oil',
            name: 'Mustard Oil',
            short: 'Mustard Oil',
            shape: 'bottle',
            hsn: '1514',
            gst: 5,
            priceRupees: [149, 239],
            items: [
              'Cold Pressed Mustard Oil',
              'Kachi Ghani Mustard Oil',
              'Wood Pressed Mustard Oil',
            ],
            features: [
              'Cold pressed in a wooden kolhu',
              'Strong pungency, the way it should be',
              'No blending with other oils',
              'FSSAI licensed facility',
            ],
            keywords: ['mustard oil', 'sarson tel', 'sarson ka tel', 'kachi ghani', 'oil'],
            stock: {
              kind: 'flat',
              packs: packs(['500 ml', 500, 'ml', 0.55], ['1 L', 1, 'L', 1], ['5 L', 5, 'L', 4.6]),
            },
            weight: 1,
          },
          {
            key: 'groundnut_oil',
            name: 'Groundnut Oil',
            short: 'Groundnut Oil',
            shape: 'bottle',
            hsn: '1508',
            gst: 5,
            priceRupees: [179, 319],
            items: [
              'Cold Pressed Groundnut Oil',
              'Filtered Groundnut Oil',
              'Wood Pressed Peanut Oil',
            ],
            features: [
              'Made from Saurashtra groundnuts',
              'High smoke point for frying',
              'Chemical-free extraction',
              'Nutty aroma',
            ],
            keywords: ['groundnut oil', 'moongphali tel', 'peanut oil', 'oil'],
            stock: { kind: 'flat', packs: packs(['1 L', 1, 'L', 1], ['5 L', 5, 'L', 4.6]) },
            weight: 1,
          },
          {
            key: 'desi_ghee',
            name: 'Desi Ghee',
            short: 'Ghee',
            shape: 'jar',
            hsn: '0405',
            gst: 12,
            priceRupees: [299, 699],
            items: ['Pure Cow Ghee', 'A2 Gir Cow Bilona Ghee', 'Buffalo Ghee', 'Danedar Desi Ghee'],
            features: [
              'Made from cultured butter by the bilona method',
              'Rich granular texture',
              'Golden colour and aroma',
              'No preservatives',
            ],
            keywords: ['ghee', 'ghi', 'desi ghee', 'cow ghee', 'bilona'],
            stock: { kind: 'flat', packs: packs(['500 ml', 500, 'ml', 1], ['1 L', 1, 'L', 1.9]) },
            weight: 1,
          },
        ],
      },
      {
        key: 'spices',
        name: 'Spices & Masalas',
        care: CARE_GROCERY,
        subs: [
          {
            key: 'whole_spices',
            name: 'Whole Spices',
            short: 'Spices',
            shape: 'jar',
            hsn: '0904',
            hsnFor: { Cardamom: '0908', Cumin: '0909', Jeera: '0909' },
            gst: 5,
            priceRupees: [99, 599],
            items: [
              'Green Cardamom (Elaichi)',
              'Black Pepper (Kali Mirch)',
              'Cumin Seeds (Jeera)',
              'Cloves (Laung)',
              'Kashmiri Red Chilli Whole',
            ],
            features: [
              'Handpicked from Kerala and Rajasthan',
              'Strong natural aroma',
              'Free from stones and dust',
              'Packed in a resealable pouch',
            ],
            keywords: ['spices', 'sabut masale', 'elaichi', 'jeera', 'kali mirch', 'laung'],
            stock: { kind: 'flat', packs: packs(['100 g', 100, 'g', 1], ['250 g', 250, 'g', 2.3]) },
            weight: 1,
          },
          {
            key: 'masala_blends',
            name: 'Masala Blends',
            short: 'Masala',
            shape: 'jar',
            hsn: '0910',
            gst: 5,
            priceRupees: [49, 149],
            items: [
              'Garam Masala',
              'Kitchen King Masala',
              'Chhole Masala',
              'Pav Bhaji Masala',
              'Haldi (Turmeric) Powder',
              'Kashmiri Mirch Powder',
            ],
            features: [
              'Ground in small batches',
              'No added colour or fillers',
              'Recipe on the back of the pack',
              'Lab tested for purity',
            ],
            keywords: ['masala', 'garam masala', 'haldi', 'turmeric', 'mirch', 'spices'],
            stock: { kind: 'flat', packs: packs(['100 g', 100, 'g', 1], ['200 g', 200, 'g', 1.8]) },
            weight: 1,
          },
        ],
      },
      {
        key: 'snacks_beverages',
        name: 'Snacks & Beverages',
        care: CARE_GROCERY,
        subs: [
          {
            key: 'namkeen',
            name: 'Namkeen & Snacks',
            short: 'Namkeen',
            shape: 'sack',
            hsn: '2106',
            gst: 12,
            priceRupees: [49, 249],
            items: [
              'Bikaneri Bhujia',
              'Ratlami Sev',
              'Khatta Meetha Mixture',
              'Roasted Makhana',
              'Masala Peanuts',
            ],
            features: [
              'Made in pure groundnut oil',
              'Crisp and fresh',
              'Resealable pouch',
              'Perfect with evening chai',
            ],
            keywords: ['namkeen', 'bhujia', 'sev', 'snacks', 'makhana', 'mixture'],
            stock: {
              kind: 'flat',
              packs: packs(['200 g', 200, 'g', 1], ['400 g', 400, 'g', 1.8], ['1 kg', 1, 'kg', 4]),
            },
            weight: 1,
          },
          {
            key: 'dry_fruits',
            name: 'Dry Fruits',
            short: 'Dry Fruits',
            shape: 'jar',
            hsn: '0801',
            hsnFor: { Almonds: '0802', Walnuts: '0802', Pistachios: '0802' },
            gst: 5,
            priceRupees: [249, 999],
            items: [
              'Whole Cashews W320',
              'California Almonds',
              'Kashmiri Walnut Kernels',
              'Salted Pistachios',
              'Dry Fruits Gift Box',
            ],
            features: [
              'Premium grade, hand-sorted',
              'Crunchy and fresh',
              'Vacuum packed',
              'A classic Diwali gift',
            ],
            keywords: ['dry fruits', 'meva', 'mewa', 'kaju', 'badam', 'akhrot', 'pista'],
            stock: { kind: 'flat', packs: packs(['250 g', 250, 'g', 1], ['500 g', 500, 'g', 1.9]) },
            weight: 1,
          },
          {
            key: 'tea_coffee',
            name: 'Tea & Coffee',
            short: 'Chai',
            shape: 'jar',
            hsn: '0902',
            hsnFor: { Coffee: '0901' },
            gst: 5,
            priceRupees: [149, 599],
            items: [
              'Assam CTC Tea',
              'Darjeeling Leaf Tea',
              'Masala Chai Blend',
              'South Indian Filter Coffee',
              'Nilgiri Green Tea',
            ],
            features: [
              'Strong and brisk for kadak chai',
              'Direct from estates',
              'Fresh roast and grind',
              'Packed in a foil pouch to lock aroma',
            ],
            keywords: ['tea', 'chai', 'chai patti', 'coffee', 'filter coffee'],
            stock: {
              kind: 'flat',
              packs: packs(['250 g', 250, 'g', 1], ['500 g', 500, 'g', 1.85]),
            },
            weight: 1,
          },
        ],
      },
    ],
  },
  {
    key: 'puja_festive',
    name: 'Puja & Festive',
    short: 'Puja',
    colours: ['#b5521b', '#d8a31a'],
    shape: 'diya',
    categories: [
      {
        key: 'diyas_lamps',
        name: 'Diyas & Lamps',
        care: CARE_PUJA,
        subs: [
          {
            key: 'terracotta_diyas',
            name: 'Terracotta Diyas',
            short: 'Diya',
            shape: 'diya',
            hsn: '6913',
            gst: 12,
            priceRupees: [99, 499],
            items: [
              'Handmade Terracotta Diya',
              'Hand Painted Clay Diya',
              'Kundan Decorated Terracotta Diya',
            ],
            features: [
              'Handmade by potters of Gorakhpur',
              'Hand painted with eco-friendly colours',
              'Reusable every Diwali',
              'Burns for three to four hours on a wick',
            ],
            keywords: ['diya', 'diye', 'deepak', 'deep', 'mitti', 'diwali', 'terracotta'],
            stock: {
              kind: 'flat',
              packs: packs(
                ['Set of 6', 6, 'pcs', 0.6],
                ['Set of 12', 12, 'pcs', 1],
                ['Set of 24', 24, 'pcs', 1.8],
              ),
            },
            weight: 1,
          },
          {
            key: 'brass_diyas',
            name: 'Brass Diyas',
            short: 'Brass Diya',
            shape: 'diya',
            hsn: '7419',
            gst: 12,
            priceRupees: [299, 2499],
            items: [
              'Brass Akhand Diya',
              'Brass Kuber Diya',
              'Brass Samai Lamp',
              'Brass Panch Aarti Diya',
            ],
            features: [
              'Solid brass, heavy base',
              'Glass chimney keeps the flame steady',
              'Burns for hours on ghee or oil',
              'From the brassware makers of Moradabad',
            ],
            keywords: ['brass diya', 'pital', 'deepak', 'akhand jyoti', 'samai'],
            stock: { kind: 'flat', packs: single(1, 'pcs') },
            weight: 1,
          },
          {
            key: 'electric_lights',
            name: 'Festive Lights',
            short: 'Lights',
            shape: 'rangoli',
            hsn: '9405',
            gst: 18,
            priceRupees: [199, 999],
            items: ['LED Diya Lights', 'Rice Light Ladi for Diwali', 'Decorative LED Lantern'],
            features: [
              'Warm golden glow',
              'Plugs into any socket',
              'Eight flashing modes',
              'Safe around children, no flame',
            ],
            keywords: ['lights', 'ladi', 'jhalar', 'diwali lights', 'led'],
            stock: {
              kind: 'flat',
              packs: packs(['10 m', 1, 'pcs', 1], ['Pack of 2', 2, 'pcs', 1.8]),
            },
            weight: 1,
          },
        ],
      },
      {
        key: 'idols',
        name: 'Idols & Murtis',
        care: CARE_PUJA,
        subs: [
          {
            key: 'ganesha_idols',
            name: 'Ganesha Idols',
            short: 'Ganesha',
            shape: 'idol',
            hsn: '9703',
            gst: 12,
            priceRupees: [299, 4999],
            items: [
              'Brass Ganesha Idol',
              'Eco-Friendly Shadu Mitti Ganpati',
              'Marble Dust Ganesha Murti',
              'Resin Dagdusheth Ganpati',
            ],
            features: [
              'Detailed hand finishing',
              'Stable flat base',
              'Eco-friendly immersion for clay idols',
              'Comes in a gift box',
            ],
            keywords: ['ganesha', 'ganesh', 'ganpati', 'murti', 'idol', 'vinayak'],
            stock: { kind: 'flat', packs: packs(['6 in', 1, 'pcs', 1], ['9 in', 1, 'pcs', 1.6]) },
            weight: 1,
          },
          {
            key: 'lakshmi_ganesh',
            name: 'Lakshmi Ganesh Idols',
            short: 'Lakshmi',
            shape: 'idol',
            hsn: '9703',
            gst: 12,
            priceRupees: [399, 5999],
            items: [
              'Lakshmi Ganesh Idol Set',
              'Brass Lakshmi Ganesh Saraswati',
              'Silver Plated Lakshmi Ganesh',
            ],
            features: [
              'For the Diwali puja altar',
              'Anti-tarnish coating',
              'Hand polished',
              'Auspicious housewarming gift',
            ],
            keywords: ['lakshmi', 'laxmi', 'ganesh', 'murti', 'diwali puja', 'idol'],
            stock: { kind: 'flat', packs: single(2, 'pcs') },
            weight: 1,
          },
          {
            key: 'radha_krishna',
            name: 'Radha Krishna Idols',
            short: 'Krishna',
            shape: 'idol',
            hsn: '9703',
            gst: 12,
            priceRupees: [499, 6999],
            items: [
              'Radha Krishna Marble Murti',
              'Brass Bal Gopal (Laddu Gopal)',
              'Radha Krishna Idol with Cow',
            ],
            features: [
              'Fine Makrana marble finish',
              'Hand painted details',
              'For the home mandir',
              'Packed in thermocol for safe delivery',
            ],
            keywords: ['krishna', 'radha krishna', 'laddu gopal', 'kanha', 'murti', 'idol'],
            stock: { kind: 'flat', packs: single(1, 'pcs') },
            weight: 1,
          },
        ],
      },
      {
        key: 'rangoli_decor',
        name: 'Rangoli & Decor',
        care: CARE_PUJA,
        subs: [
          {
            key: 'rangoli_colours',
            name: 'Rangoli Colours',
            short: 'Rangoli',
            shape: 'rangoli',
            hsn: '3206',
            gst: 18,
            priceRupees: [99, 399],
            items: [
              'Rangoli Colour Powder Pack of 10',
              'Glitter Rangoli Colours',
              'Flower Petal Rangoli Kit',
            ],
            features: [
              'Bright, non-toxic colours',
              'Fine powder that flows smoothly',
              'Comes with filler cones',
              'Washes off the floor easily',
            ],
            keywords: ['rangoli', 'rangoli colours', 'gulal', 'diwali'],
            stock: { kind: 'flat', packs: single(1, 'kg') },
            weight: 1,
          },
          {
            key: 'torans',
            name: 'Torans & Bandhanwars',
            short: 'Toran',
            shape: 'rangoli',
            hsn: '6307',
            gst: 12,
            priceRupees: [149, 999],
            items: [
              'Marigold Toran for Main Door',
              'Beaded Bandhanwar',
              'Mango Leaf Toran',
              'Shubh Labh Door Hanging',
            ],
            features: [
              'Artificial marigolds that never wilt',
              'Fits a standard 3.5 ft door',
              'Hand-strung beads and bells',
              'Reusable every festival',
            ],
            keywords: ['toran', 'bandhanwar', 'door hanging', 'shubh labh', 'marigold'],
            stock: { kind: 'flat', packs: single(1, 'pcs') },
            weight: 1,
          },
          {
            key: 'rangoli_stencils',
            name: 'Rangoli Stencils',
            short: 'Stencil',
            shape: 'rangoli',
            hsn: '3926',
            gst: 18,
            priceRupees: [99, 349],
            items: [
              'Reusable Rangoli Stencil Set',
              'Kolam Design Stencils',
              'Swastik and Om Rangoli Stencils',
            ],
            features: [
              'Flexible plastic sheets',
              'Designs from 6 to 12 inches',
              'Easy for beginners',
              'Wash and reuse',
            ],
            keywords: ['rangoli stencil', 'kolam', 'muggulu', 'rangoli'],
            stock: {
              kind: 'flat',
              packs: packs(['Set of 6', 6, 'pcs', 1], ['Set of 12', 12, 'pcs', 1.7]),
            },
            weight: 1,
          },
        ],
      },
      {
        key: 'puja_essentials',
        name: 'Puja Essentials',
        care: CARE_PUJA,
        subs: [
          {
            key: 'puja_thalis',
            name: 'Puja Thalis',
            short: 'Puja Thali',
            shape: 'thali',
            hsn: '7418',
            gst: 12,
            priceRupees: [299, 2999],
            items: [
              'Brass Puja Thali Set',
              'German Silver Puja Thali',
              'Decorated Karwa Chauth Thali',
              'Copper Aarti Thali Set',
            ],
            features: [
              'Includes diya, kumkum holder, ghanti and kalash',
              'Hand engraved',
              'Ready for Diwali, Karwa Chauth and daily aarti',
              'Polished, tarnish-resistant finish',
            ],
            keywords: ['puja thali', 'pooja thali', 'aarti', 'thali', 'karwa chauth'],
            stock: { kind: 'flat', packs: packs(['8 in', 6, 'pcs', 1], ['12 in', 7, 'pcs', 1.6]) },
            weight: 1,
          },
          {
            key: 'agarbatti_dhoop',
            name: 'Agarbatti & Dhoop',
            short: 'Agarbatti',
            shape: 'stick',
            hsn: '3307',
            gst: 5,
            priceRupees: [49, 299],
            items: [
              'Chandan Agarbatti',
              'Guggal Dhoop Cones',
              'Mogra Incense Sticks',
              'Sambrani Dhoop Cups',
            ],
            features: [
              'Hand rolled in Mysuru',
              'Charcoal-free, low smoke',
              'Each stick burns for 40 minutes',
              'Soothing fragrance for daily puja',
            ],
            keywords: ['agarbatti', 'agarbathi', 'incense', 'dhoop', 'sambrani'],
            stock: { kind: 'flat', packs: packs(['100 g', 100, 'g', 1], ['250 g', 250, 'g', 2.2]) },
            weight: 1,
          },
          {
            key: 'camphor',
            name: 'Camphor (Kapoor)',
            short: 'Kapoor',
            shape: 'jar',
            hsn: '2914',
            gst: 18,
            priceRupees: [49, 249],
            items: ['Pure Bhimseni Camphor', 'Camphor Tablets for Aarti', 'Kapoor Cones'],
            features: [
              'Burns clean without residue',
              'Keeps insects away',
              'Fresh fragrance for the home',
              'Airtight jar',
            ],
            keywords: ['camphor', 'kapoor', 'kapur', 'karpooram', 'aarti'],
            stock: { kind: 'flat', packs: packs(['50 g', 50, 'g', 1], ['100 g', 100, 'g', 1.8]) },
            weight: 1,
          },
        ],
      },
    ],
  },
];
