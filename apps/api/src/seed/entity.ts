// The demo shop's company and grievance officer (Consumer Protection (E-Commerce) Rules, 2020,
// rule 4): what every page's footer and the grievance page show until the operator changes them.
import type { EntitySettingsBody } from '@haat/contract';

const ADDRESS = '3rd Floor, Malwa Trade Centre, 12 AB Road, Palasia, Indore, Madhya Pradesh 452001';

export const DEMO_ENTITY: EntitySettingsBody = {
  legalName: 'Haat Commerce Private Limited',
  registeredAddress: ADDRESS,
  contactEmail: 'support@haat.in',
  contactPhone: '+91 731 400 8800',
  officer: {
    name: 'Meera Joshi',
    designation: 'Grievance Officer',
    email: 'grievance@haat.in',
    phone: '+91 731 400 8822',
    address: ADDRESS,
  },
};
