import { expect, test } from './support/fixtures';
import { makeGstin } from '@haat/india';
import { readLatestOtp } from './support/server-data';

// Each run and each project (mobile, desktop) uses its own people, so reruns on a fresh server
// and both projects on one server never collide on an e-mail, mobile, shop name or GSTIN.
function uniqueDigits(count: number): string {
  let digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  while (digits.length < count) digits += Math.floor(Math.random() * 10);
  return digits.slice(-count);
}

/** A random PAN: 5 letters, 4 digits, a letter (the fourth letter P: an individual). */
function randomPan(): string {
  const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
  return `${letter()}${letter()}${letter()}P${letter()}${uniqueDigits(4)}${letter()}`;
}

test('a shopper registers with an OTP, edits the profile, changes the password and keeps an address book', async ({
  page,
  baseURL,
}, testInfo) => {
  const stamp = `${testInfo.project.name}${uniqueDigits(8)}`;
  const email = `anaya.${stamp}@example.in`;
  const mobile = `9${uniqueDigits(9)}`;
  const firstPassword = 'Monsoon-mango-2025';
  const secondPassword = 'Winter-guava-2026';

  // Guests get the login modal from the top bar's My account link.
  await page.goto('/');
  await page.locator('.top-bar').getByRole('link', { name: 'My account' }).click();
  const modal = page.getByRole('dialog', { name: 'Log in' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Create an account' }).click();

  // Step 0: the form.
  const register = page.getByRole('dialog', { name: 'Create your account' });
  await register.getByLabel('First name').fill('Anaya');
  await register.getByLabel('Last name').fill('Sharma');
  await register.getByLabel('E-mail address').fill(email);
  await register.getByLabel('Mobile number').fill(mobile);
  await register.getByLabel('Password', { exact: true }).fill(firstPassword);
  await register.getByLabel('Confirm password').fill(firstPassword);
  await register.getByRole('button', { name: 'Send OTP' }).click();

  // Step 2: the OTP from the SMS outbox; resend waits for its countdown.
  const otpField = register.getByLabel('OTP', { exact: true });
  await expect(otpField).toBeVisible();
  await expect(register.getByText(/You can ask for a new OTP in \d+ s\./)).toBeVisible();
  await otpField.fill(await readLatestOtp(baseURL, mobile));
  await register.getByRole('button', { name: 'Verify OTP' }).click();

  // Step 3: done, back to login with the e-mail filled in.
  await expect(register.getByText('Registration successful. Please log in.')).toBeVisible();
  await register.getByRole('button', { name: 'Log in now' }).click();
  await expect(modal.getByLabel('User Name')).toHaveValue(email);
  await modal.getByLabel('Password', { exact: true }).fill(firstPassword);
  await modal.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(modal).toBeHidden();

  // The account page shows who is logged in.
  await page.locator('.top-bar').getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  const summary = page.getByRole('region', { name: 'Your details' });
  await expect(summary.getByText('Anaya Sharma')).toBeVisible();
  await expect(summary.getByText(email)).toBeVisible();
  await expect(summary.getByText(mobile)).toBeVisible();

  // Edit the profile.
  const profileForm = page.getByRole('form', { name: 'Profile information' });
  await profileForm.getByLabel('Last name').fill('Sharma Rathore');
  await profileForm.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Your profile has been updated')).toBeVisible();
  await expect(summary.getByText('Anaya Sharma Rathore')).toBeVisible();

  // Change the password.
  await page.getByRole('button', { name: 'Change password', pressed: false }).click();
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await passwordForm.getByLabel('Current password').fill(firstPassword);
  await passwordForm.getByLabel('New password', { exact: true }).fill(secondPassword);
  await passwordForm.getByLabel('Confirm new password').fill(secondPassword);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password successfully changed.')).toBeVisible();

  // Log out; the old password no longer opens the account, the new one does.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login?next=/account');
  await page.getByRole('main').getByLabel('User Name').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(firstPassword);
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Invalid e-mail or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(secondPassword);
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);

  // Add an address; the pin code fills city, state and country.
  await page
    .getByRole('navigation', { name: 'Account sections' })
    .getByRole('link', { name: 'Addresses' })
    .click();
  await page.getByRole('button', { name: 'Add New Address' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add New Address' });
  await addDialog.getByLabel('Full name').fill('Anaya Sharma');
  await addDialog.getByLabel('Mobile number').fill(mobile);
  await addDialog.getByLabel('Pin code').fill('302001');
  await expect(addDialog.getByLabel('City')).toHaveValue('Jaipur');
  await expect(addDialog.getByLabel('State')).toHaveValue('Rajasthan');
  await expect(addDialog.getByLabel('Country')).toHaveValue('India');
  await addDialog.getByLabel('House, street and area').fill('14 Johari Bazaar, near Badi Chaupar');
  await addDialog.getByLabel('Landmark (optional)').fill('Opposite the Hawa Mahal');
  await addDialog.getByRole('button', { name: 'Save address' }).click();
  await expect(addDialog).toBeHidden();
  const card = page.getByRole('listitem').filter({ hasText: 'Anaya Sharma' });
  await expect(card.getByText('14 Johari Bazaar, near Badi Chaupar')).toBeVisible();
  await expect(card.getByText('Jaipur, Rajasthan 302001')).toBeVisible();

  // Edit it.
  await card.getByRole('button', { name: 'Edit the address of Anaya Sharma' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Update Address' });
  await expect(editDialog.getByLabel('City')).toHaveValue('Jaipur');
  await editDialog.getByLabel('House, street and area').fill('22 Tripolia Bazaar');
  await editDialog.getByRole('button', { name: 'Save address' }).click();
  await expect(editDialog).toBeHidden();
  await expect(card.getByText('22 Tripolia Bazaar')).toBeVisible();

  // Delete it after confirming.
  await card.getByRole('button', { name: 'Delete the address of Anaya Sharma' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this address?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
});

test('a seller is told under the field about a bad GSTIN, then registers with a good one', async ({
  page,
}, testInfo) => {
  const stamp = uniqueDigits(8);
  const pan = randomPan();
  const shopName = `Rathore Blue Pottery ${testInfo.project.name} ${stamp}`;

  // On a slow phone the form, in the server's HTML, is typed into before the page's script has
  // run: its scripts are held back here until the pin code is in, then let through.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/Seller', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sell on Haat' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Seller registration' });
  await form.getByLabel('First name').fill('Vikram');
  await form.getByLabel('Last name').fill('Rathore');
  await form.getByLabel('Mobile number').fill(`8${uniqueDigits(9)}`);
  await form
    .getByLabel('E-mail address')
    .fill(`vikram.${testInfo.project.name}.${stamp}@example.in`);
  await form.getByLabel('Shop name').fill(shopName);
  await form.getByLabel('What do you sell?').fill('Hand-painted blue pottery from Jaipur.');
  await form.getByLabel('Address', { exact: true }).fill('14, Kishanpole Bazaar');
  await form.getByLabel('Pin code').fill('302001');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  // Until then the form cannot be sent: the browser would put the password in a GET's address.
  await expect(form.getByRole('button', { name: 'Register as a seller' })).toBeDisabled();
  releaseScripts();
  // Once the page is live, what was typed stays and the pin code is looked up all the same.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(form.getByLabel('First name')).toHaveValue('Vikram');
  await expect(form.getByLabel('City')).toHaveValue('Jaipur');
  await expect(form.getByLabel('State')).toHaveValue('Rajasthan');
  await form.getByLabel('Password', { exact: true }).fill('Blue-pottery-2025');
  await form.getByLabel('Confirm password').fill('Blue-pottery-2025');
  await form.getByLabel('I have read and accept the seller terms.').click();
  const terms = page.getByRole('dialog', { name: 'Seller terms' });
  await expect(terms.getByText(/commission of 8%/)).toBeVisible();
  await terms.getByRole('button', { name: 'Accept' }).click();
  await expect(form.getByLabel('I have read and accept the seller terms.')).toBeChecked();

  // A GSTIN whose check digit is wrong: refused on the phone, under the field.
  const gstField = form.getByLabel('GSTIN');
  const good = makeGstin('08', pan);
  const wrongCheck = good.slice(0, 14) + (good.endsWith('0') ? '1' : '0');
  await gstField.fill(wrongCheck);
  await form.getByRole('button', { name: 'Register as a seller' }).click();
  await expect(form.getByText('Enter a valid GSTIN.')).toBeVisible();

  // A real GSTIN from Maharashtra (27) with a Jaipur pin code: the server's status 2 message.
  await gstField.fill(makeGstin('27', pan));
  await form.getByRole('button', { name: 'Register as a seller' }).click();
  const serverMessage = form.getByText("GSTIN state code does not match the pin code's state.");
  await expect(serverMessage).toBeVisible();
  await expect(gstField).toHaveAttribute('aria-invalid', 'true');

  // The Rajasthan GSTIN goes through: the success table with the name, pending approval.
  await gstField.fill(good);
  await form.getByRole('button', { name: 'Register as a seller' }).click();
  const table = page.getByRole('table', { name: 'Your application' });
  await expect(table.getByRole('row', { name: /Vikram Rathore/ })).toBeVisible();
  await expect(table.getByText(shopName)).toBeVisible();
  await expect(table.getByText('Pending approval')).toBeVisible();
});
