// Wishlist items as GET /customer/wishlist answers them (docs/spec.md §7), for the page's and the
// heart's tests.
export const lehenga = {
  productID: 'p_3',
  title: 'Velvet Bridal Lehenga with Dupatta',
  mrp: 3699,
  price: 1699,
  fileUrl: '/media/lehenga.svg',
  discountPercentage: 54.07,
};

export const diya = {
  productID: 'p_60',
  title: 'Brass Panch Aarti Diya',
  mrp: 359,
  price: 359,
  fileUrl: '/media/diya.svg',
  discountPercentage: 0,
};

export const wishlistOf = (...items: (typeof lehenga)[]) => ({
  body: { status: 'success', data: { productID: items } },
});
