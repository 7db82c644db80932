// Signing in to the back office (/admin) as the operator or a seller, as a person does it.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { makeGstin } from '@haat/india';

export const OPERATOR = { email: 'admin@haat.in', password: 'Admin@12345' };

/** The operator signed in through the API: the header that carries their token. */
export async function operatorHeaders(
  request: APIRequestContext,
): Promise<{ authorization: string }> {
  const login = await request.post('/api/admin/login', { data: OPERATOR });
  expect(login.ok(), await login.text()).toBe(true);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** A demo seller's password (the demo's sellers share one; docs/decisions/back-office.md). */
export const DEMO_SELLER_PASSWORD = 'Shop@12345';

/** A seller signed in through the API: the header that carries their token. */
export async function sellerHeaders(
  request: APIRequestContext,
  email: string,
  password = DEMO_SELLER_PASSWORD,
): Promise<{ authorization: string }> {
  const login = await request.post('/api/seller/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** `count` digits unlikely to repeat between runs: the time, then chance. */
export function uniqueDigits(count: number): string {
  let digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  while (digits.length < count) digits += Math.floor(Math.random() * 10);
  return digits.slice(-count);
}

const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));

/** A proprietor's PAN (its fourth letter P) no other run has. */
export function uniquePan(): string {
  return `${letter()}${letter()}${letter()}P${letter()}${uniqueDigits(4)}${letter()}`;
}

export interface NewSeller {
  sellerID: string;
  email: string;
  password: string;
  shopName: string;
  /** The PAN inside its GSTIN, which its payout details must give. */
  pan: string;
  gstin: string;
}

/** Where a new seller is registered: its shop's address and GST state. */
export interface SellerPlace {
  firstName: string;
  lastName: string;
  address: string;
  pinCode: string;
  city: string;
  state: string;
  /** The GST state code of `state` (its GSTIN's first two digits). */
  stateCode: string;
  description: string;
}

export const JAIPUR_SELLER: SellerPlace = {
  firstName: 'Meena',
  lastName: 'Iyer',
  address: '14/2, Johari Bazaar, Near Badi Chaupar',
  pinCode: '302001',
  city: 'Jaipur',
  state: 'Rajasthan',
  stateCode: '08',
  description: 'Block-printed cotton from Sanganer.',
};

/**
 * A shop of the journey's own (its money, rules and payout state change), registered through the
 * seller registration and approved by the operator, as the operator does: answers its sign-in.
 * `prefix` names the journey in its e-mail and shop name.
 */
export async function registerApprovedSeller(
  request: APIRequestContext,
  prefix: { email: string; shopName: string },
  place: SellerPlace = JAIPUR_SELLER,
): Promise<NewSeller> {
  const stamp = uniqueDigits(8);
  const pan = uniquePan();
  const gstin = makeGstin(place.stateCode, pan);
  const seller = {
    email: `${prefix.email}.${stamp}@example.in`,
    password: `${prefix.shopName.split(' ')[0]}-2026-e2e`,
    shopName: `${prefix.shopName} ${stamp}`,
  };
  const registered = await request.post('/api/public/seller', {
    data: {
      firstName: place.firstName,
      lastName: place.lastName,
      mobile: `9${uniqueDigits(9)}`,
      address: place.address,
      pinCode: place.pinCode,
      city: place.city,
      state: place.state,
      country: 'India',
      email: seller.email,
      shopName: seller.shopName,
      description: place.description,
      gstNo: gstin,
      password: seller.password,
      confirmpassword: seller.password,
      TermCondition: true,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const sellerID = ((await registered.json()) as { data: { sellerID: string } }).data.sellerID;
  const approved = await request.post(`/api/admin/sellers/${sellerID}/approve`, {
    headers: await operatorHeaders(request),
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return { ...seller, sellerID, pan, gstin };
}

/** Opens a section of the back office from its navigation, as a person does. */
export async function openSection(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name, exact: true })
    .click();
}

export async function signIn(
  page: Page,
  who: 'operator' | 'seller',
  account: { email: string; password: string },
): Promise<void> {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page
    .getByRole('radio', { name: who === 'operator' ? 'The marketplace operator' : 'A seller' })
    .check();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
}

/**
 * The Legal Metrology declarations a product of a packaged category needs before it saves
 * (docs/decisions/legal-declarations.md): made in India by its maker, as a person types them.
 */
export async function fillDeclarations(page: Page): Promise<void> {
  // The form has another "Unit" (the shipping weight's): the declarations are their own group.
  const box = page.getByRole('group', { name: 'Declarations (Legal Metrology)' });
  await box.getByLabel(/^Country of origin/).selectOption('IN');
  await box.getByLabel(/^Generic name( \(required\))?$/).fill('Brass lamp');
  await box.getByLabel(/^Net quantity/).fill('1');
  await box.getByLabel(/^Unit/).selectOption('piece');
  await box.getByLabel(/^Label names the/).selectOption('manufacturer');
  await box.getByLabel(/^Name of the/).fill('Peetal Kala Works');
  await box.getByLabel(/^Address( \(required\))?$/).fill('12 Civil Lines, Moradabad 244001');
  await box.getByLabel(/^Consumer care/).fill('care@peetalkala.example.in');
}
