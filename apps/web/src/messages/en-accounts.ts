/**
 * Sentences of the accounts area: login and registration (the dialog's frame is in
 * en.ts under `authDialog`), the account page, the pin-code lookup of address forms: `auth`,
 * `account`, `pincodeLookup`. Wording follows docs/spec.md §8 with
 * docs/decisions/product-owner.md's typo fixes.
 */

export const accountMessages = {
  /** Said once a change is saved. */
  accountToasts: {
    profileUpdated: 'Your profile has been updated',
    passwordChanged: 'Password successfully changed.',
  },

  auth: {
    loginLead: 'Log in to see your orders, wishlist and saved addresses.',
    registerLead: 'Register with your mobile number. We send a one-time password (OTP) to it.',
    userName: 'User Name',
    userNameHint: 'The e-mail address you registered with.',
    password: 'Password',
    loginSubmit: 'Log in',
    loggingIn: 'Logging in…',
    noAccount: 'New to Haat?',
    createAccount: 'Create an account',
    haveAccount: 'Already registered?',
    goToLogin: 'Log in',
    /** Shown when the server's answer has no message of its own. */
    loggedIn: 'You are logged in.',
    loggedOut: 'You are logged out.',
    logoutFailed: 'You are logged out on this phone.',

    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    mobile: 'Mobile number',
    mobileHint: '10 digits, starting with 6, 7, 8 or 9. We send the OTP here.',
    newPassword: 'Password',
    newPasswordHint: 'At least 8 characters. Avoid common passwords.',
    confirmPassword: 'Confirm password',
    sendOtp: 'Send OTP',
    sendingOtp: 'Sending OTP…',
    createAccountNow: 'Create account',
    creatingAccount: 'Creating your account…',
    stepLabel: (step: number, total: number) => `Step ${step} of ${total}`,
    stepNames: ['Your details', 'Verify mobile', 'Done'] as readonly [string, string, string],

    otpHeading: 'Verify your mobile',
    otpSent: (mobile: string) => `We sent a 6-digit OTP to ${mobile}. It is valid for 5 minutes.`,
    otpLabel: 'OTP',
    otpRequired: 'Enter the 6-digit OTP.',
    verifyOtp: 'Verify OTP',
    verifyingOtp: 'Verifying…',
    invalidOtp: 'Invalid OTP.',
    resendIn: (seconds: number) => `You can ask for a new OTP in ${seconds} s.`,
    resendOtp: 'Resend OTP',
    otpResent: 'A new OTP is on its way.',
    changeMobile: 'Change details',

    registeredHeading: 'You are registered',
    registered: 'Registration successful. Please log in.',
    loginNow: 'Log in now',

    loginPageTitle: 'Log in',
    loginPageLead: 'Welcome back to Haat.',
    alreadyLoggedIn: 'You are already logged in.',
    goToAccount: 'Go to my account',
  },

  account: {
    title: 'My account',
    navLabel: 'Account sections',
    greeting: (firstName: string) => `Namaste, ${firstName}`,
    summaryLabel: 'Your details',
    nameLabel: 'Name',
    emailLabel: 'E-mail',
    mobileLabel: 'Mobile',
    loadingProfile: 'Loading your details…',
    profileFailed: 'Your details could not be loaded.',
    tryAgain: 'Try again',
    nav: {
      profile: 'Profile Info',
      orders: 'My Order',
      wishlist: 'Wishlist',
      addresses: 'Addresses',
      privacy: 'Your data',
      logout: 'Log Out',
      loggingOut: 'Logging out…',
    },

    profileHeading: 'Profile information',
    passwordHeading: 'Change password',
    profileFormsLabel: 'Profile or password',
    showPasswordForm: 'Change password',
    showProfileForm: 'Edit profile',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    mobile: 'Mobile number',
    saveProfile: 'Save profile',
    savingProfile: 'Saving…',
    oldPassword: 'Current password',
    newPassword: 'New password',
    newPasswordHint: 'At least 8 characters. Avoid common passwords.',
    confirmPassword: 'Confirm new password',
    savePassword: 'Change password',
    savingPassword: 'Changing…',

    ordersHeading: 'My orders',
    wishlistHeading: 'My wishlist',
    keepShopping: 'Keep shopping',

    addressesHeading: 'Saved addresses',
    addAddress: 'Add New Address',
    updateAddress: 'Update Address',
    noAddresses: 'You have no saved addresses yet.',
    loadingAddresses: 'Loading your addresses…',
    editAddress: (name: string) => `Edit the address of ${name}`,
    deleteAddress: (name: string) => `Delete the address of ${name}`,
    edit: 'Edit',
    delete: 'Delete',
    landmarkLabel: 'Landmark',
    mobileShort: 'Mobile',
    alternateShort: 'Alternate',
    deleteTitle: 'Delete this address?',
    deleteBody: 'It is removed from your address book. Orders already placed keep their address.',
    confirmDelete: 'Delete',
    deleting: 'Deleting…',
    cancel: 'Cancel',
    closeDialog: 'Close',

    addressName: 'Full name',
    addressMobile: 'Mobile number',
    addressAlternate: 'Alternate mobile (optional)',
    pincode: 'Pin code',
    pincodeHint: 'City, state and country fill in from the pin code.',
    lookingUpPincode: 'Looking up the pin code…',
    landmark: 'Landmark (optional)',
    address: 'House, street and area',
    city: 'City',
    state: 'State',
    country: 'Country',
    saveAddress: 'Save address',
    savingAddress: 'Saving…',
    /** docs/spec.md §8: submitting with city, state or country empty. */
    invalidPincodeToast: 'Invalid pincode',
    addressSaved: 'Address saved.',
    addressDeleted: 'Address deleted.',
  },

  /** The "Your data" panel (docs/decisions/personal-data.md). */
  yourData: {
    heading: 'Your data',
    lead: 'What we keep about you, why and for how long is in our privacy notice.',
    privacyLink: 'Read the privacy notice',
    consentHeading: 'Offers and news',
    consentLabel: 'Send me offers and news by SMS and e-mail',
    consentHint:
      'Off unless you turn it on. Messages about your orders are sent either way. You can change this at any time.',
    consentSaved: 'Your choice has been saved.',
    consentFailed: 'Your choice could not be saved. Try again.',
    consentLoading: 'Loading your choice…',
    consentSince: (when: string) => `Last changed on ${when}.`,
    downloadHeading: 'Download my data',
    downloadLead:
      'A file (JSON) of everything we keep about your account: profile, addresses, orders, returns, reviews, wishlist, cart, your choices and the messages we sent you.',
    download: 'Download my data',
    downloading: 'Preparing your file…',
    downloadFailed: 'Your file could not be prepared. Try again.',
    deleteHeading: 'Delete my account',
    deleteLead:
      'Your name, e-mail, mobile, addresses, cart, wishlist, reviews and choices are erased, and you cannot log in again. Tax invoices and credit notes of your orders are kept for up to 8 years, as tax law requires.',
    deleteOpen: 'Delete my account',
    deleteTitle: 'Delete your account?',
    deleteBody:
      'We send a one-time password (OTP) to your mobile number. Enter it to delete your account. This cannot be undone.',
    sendCode: 'Send OTP',
    sendingCode: 'Sending…',
    codeSent: 'OTP sent to your mobile number.',
    otpLabel: 'OTP',
    confirmDelete: 'Delete my account',
    deleting: 'Deleting…',
    keepAccount: 'Keep my account',
    deleted: 'Your account has been deleted.',
  },

  /** Order updates on WhatsApp (docs/decisions/whatsapp.md): registration and My account. */
  whatsapp: {
    optIn: (number: string) => `Send my order updates on WhatsApp to ${number}`,
    optInTypedNumber: 'Send my order updates on WhatsApp to the mobile number above',
    hint: 'Off unless you tick it. Reply STOP on WhatsApp to turn it off; we then send SMS.',
    heading: 'Order updates on WhatsApp',
    loading: 'Loading your choice…',
    saved: 'Your choice has been saved.',
    failed: 'Your choice could not be saved. Try again.',
    loadFailed: 'Your choice could not be loaded. Try again.',
    stopped: 'You turned these off by replying STOP on WhatsApp.',
    noMobile:
      'Your mobile number is not an Indian mobile (10 digits from 6 to 9), so updates come by SMS and e-mail.',
  },

  /** docs/spec.md §5 and §8: messages of the pin-code lookup under a pin field. */
  pincodeLookup: {
    invalid: 'Invalid Pincode.',
    serverError: 'Internal Server Error',
  },
};

export type AccountMessages = typeof accountMessages;
