// The company's facts every language shows as they are: its registered name and address, the
// customer care and careers numbers and addresses (en.ts and hi.ts share them).
const supportEmail = 'support@haat.in';
const careersEmail = 'careers@haat.in';
const customerCarePhone = '+91 731 400 8800';
const careersPhone = '+91 731 400 8811';

export const company = {
  legalName: 'Haat Commerce Private Limited',
  addressLines: [
    '3rd Floor, Malwa Trade Centre',
    '12 AB Road, Palasia',
    'Indore, Madhya Pradesh 452001',
  ],
  customerCarePhone,
  /** tel: links need the number without spaces. */
  customerCarePhoneHref: `tel:${customerCarePhone.replace(/\s/g, '')}`,
  careersPhone,
  careersPhoneHref: `tel:${careersPhone.replace(/\s/g, '')}`,
  supportEmail,
  supportEmailHref: `mailto:${supportEmail}`,
  careersEmail,
  careersEmailHref: `mailto:${careersEmail}`,
};
