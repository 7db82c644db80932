// Sentences of the catalogue pages (issue 3): home, search suggestions, listing, product page.
// Merged into the one catalogue in en.ts under `catalog`. Labels that SPEC.md quotes are kept as
// written there ('N Items Found', 'Load More', the four cart button states, the pin messages).

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

export const catalogMessages = {
  catalog: {
    seo: {
      homeTitle: 'Haat — shop from India’s small sellers',
      homeDescription:
        'Handmade decor, festive diyas, sarees, gadgets and pantry staples from small sellers across India. Prices in rupees, cash on delivery and 15-day returns.',
      listingDescription: (name: string) =>
        `Shop ${name} on Haat from small sellers across India. Prices in rupees, cash on delivery where sellers offer it.`,
      productDescription: (title: string, price: string) =>
        `${title} for ${price} on Haat. Check delivery to your pin code, pay on delivery where available, 15-day returns.`,
    },

    home: {
      heading: 'Shop from India’s small sellers',
      loading: 'Loading the home page',
      bannersLabel: 'Offers',
      slideLabel: (index: number, count: number, name: string) =>
        `Slide ${index} of ${count}: ${name}`,
      previousSlide: 'Previous slide',
      nextSlide: 'Next slide',
      goToSlide: (index: number) => `Go to slide ${index}`,
      pauseSlides: 'Pause the slideshow',
      playSlides: 'Play the slideshow',
      topCategories: 'Top Categories',
      topProducts: 'Top Products',
      topBrands: 'Top Brands',
      topSellers: 'Top Sellers',
      viewAll: 'View all',
      viewAllIn: (title: string) => `View all ${title}`,
      discountOff: (percent: number) => `${percent}% off`,
      shopBrand: (name: string) => `Shop ${name}`,
      unavailable: 'The offers could not be loaded. Pull down or reload to try again.',
    },

    search: {
      suggestionsLabel: 'Suggestions',
      resultsCount: (count: number) =>
        count === 0
          ? 'No matching products'
          : count === 1
            ? '1 suggestion. Use the arrow keys to choose it.'
            : `${count} suggestions. Use the arrow keys to choose one.`,
      noMatches: (text: string) => `No products match “${text}”.`,
      searching: 'Searching…',
    },

    card: {
      mrp: 'MRP',
      off: (percent: number) => `${percent}% off`,
      addToWishlist: (title: string) => `Add ${title} to your wishlist`,
      inWishlist: (title: string) => `${title} is in your wishlist`,
      rating: (stars: number) => `Rated ${stars} out of 5`,
    },

    listing: {
      titles: {
        all: 'All products',
        category: 'Products',
        brand: 'Brand',
        seller: 'From this seller',
        card: 'Offer products',
        offer: 'Offer products',
        search: 'Search results',
      },
      brandTitle: (name: string) => `${name} products`,
      itemsFound: (count: number) => `${count.toLocaleString('en-IN')} Items Found`,
      loading: 'Loading products',
      loadMore: 'Load More',
      loadingMore: 'Loading…',
      empty: 'No products match these filters.',
      clearFilters: 'Clear filters',
      notFoundTitle: 'This listing does not exist',
      notFoundBody: 'The address does not name a category, brand, seller or offer we know.',
      failed: 'The products could not be loaded. Please try again.',
      retry: 'Try again',
      filters: 'Filters',
      closeFilters: 'Close the filters',
      showResults: (count: number) => `Show ${plural(count, 'item', 'items')}`,
      activeFilters: (count: number) => (count === 0 ? 'Filters' : `Filters (${count})`),
      subCategories: 'Sub-categories',
      brands: 'Brands',
      price: 'Price',
      all: 'All',
      minPrice: 'Minimum price',
      maxPrice: 'Maximum price',
      minOption: 'Min',
      maxOption: 'Max',
      noUpperOption: '₹10,000+',
      rupeeOption: (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`,
      sort: 'Sort by',
      sortDefault: 'Featured',
      sortLowToHigh: 'Price: low to high',
      sortHighToLow: 'Price: high to low',
      pinnedLabel: 'You searched for this',
    },

    product: {
      loading: 'Loading the product',
      notFoundTitle: 'This product is not available',
      notFoundBody: 'It may have been removed by the seller, or the address is mistyped.',
      failed: 'The product could not be loaded. Please try again.',
      retry: 'Try again',
      breadcrumb: 'Breadcrumb',
      home: 'Home',
      gallery: (title: string) => `Pictures of ${title}`,
      picture: (index: number, count: number) => `Picture ${index} of ${count}`,
      showPicture: (index: number) => `Show picture ${index}`,
      previousPicture: 'Previous picture',
      nextPicture: 'Next picture',
      rating: (stars: number, count: number) =>
        `Rated ${stars} out of 5 from ${plural(count, 'review', 'reviews')}`,
      noRating: 'No ratings yet',
      mrp: 'MRP',
      off: (percent: number) => `${percent}% off`,
      inclusiveOfTaxes: 'Inclusive of all taxes',
      color: 'Colour',
      size: 'Size',
      quantity: 'Quantity',
      decrease: 'Decrease quantity',
      increase: 'Increase quantity',
      maxQuantity: (max: number) => `You can buy up to ${max} of this item at a time.`,
      stockLeft: (count: number) => `Only ${count} left`,
      addToWishlist: 'Add to wishlist',
      inWishlist: 'In your wishlist',
      buttons: {
        notAvailable: 'Not Available This Pincode?',
        checkPincode: 'Please Check Product Availability?',
        addToCart: 'Add to Cart',
        outOfStock: 'Out Of Stock',
        buyNow: 'Buy Now',
      },
      share: 'Share',
      shareOn: (network: string) => `Share on ${network}`,
      copyLink: 'Copy link',
      copied: 'Copied.',
      copyFailed: 'Could not copy. Select the address bar to copy the link.',
      tabsLabel: 'Product information',
      tabs: {
        description: 'DESCRIPTION',
        additional: 'Additional information',
        reviews: (count: number) => `Reviews (${count})`,
      },
      noDescription: 'The seller has not added a description yet.',
      info: {
        sku: 'SKU',
        weight: 'Weight',
        condition: 'Condition',
        brand: 'Brand',
        seller: 'Sold by',
        category: 'Category',
      },
      noReviews: 'No reviews yet. Reviews come from shoppers whose order was delivered.',
      matching: 'Matching Products',
      previousProducts: 'Previous products',
      nextProducts: 'Next products',
    },

    pincode: {
      heading: 'Delivery',
      label: 'PIN code',
      placeholder: '6-digit PIN code',
      check: 'Check',
      checking: 'Checking…',
      change: 'Change',
      notChecked: 'Please enter the PIN code to check delivery and cash on delivery.',
      invalid: 'Enter a 6-digit PIN code.',
      available: (pincode: string) => `Delivery available to ${pincode}`,
      deliveryBy: (date: string) => `Delivery by ${date}`,
      codYes: 'Cash on delivery available',
      codNo: 'Cash on delivery not available; pay online',
      notAvailable: 'Product Not Available This Pincode?',
    },
  },
};
