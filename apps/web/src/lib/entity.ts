// The company's and its grievance officer's details (docs/decisions/grievances.md): read once per
// document by the root loader (kept with the catalogue's answers on the server, so it costs no
// query), shown by every page's footer and the grievance page.
import type { EntityDetails } from '@haat/contract';
import * as paths from '@haat/contract/paths';
import { useRouteLoaderData } from 'react-router';
import { callContract, defineCall, type Transport } from './api-client';
import { company } from '../messages/company';

const getEntity = defineCall(paths.entityDetails);

/** The details, or null when the call failed: a page is never lost for its footer. */
export async function fetchEntityDetails(transport?: Transport): Promise<EntityDetails | null> {
  try {
    return (await callContract(getEntity, { fetch: transport })).data;
  } catch {
    return null;
  }
}

/** The root loader's copy, in any component. */
export function useEntityDetails(): EntityDetails | null {
  const root = useRouteLoaderData('root') as { entity?: EntityDetails | null } | undefined;
  return root?.entity ?? null;
}

/**
 * The shop's customer-care number and e-mail as the operator's settings keep them, for the top bar
 * and the contact page; the demo's (messages/company.ts) until the operator has set them.
 */
export function useShopContacts() {
  const entity = useEntityDetails();
  const phone = entity?.contactPhone || company.customerCarePhone;
  const email = entity?.contactEmail || company.supportEmail;
  return {
    phone,
    phoneHref: `tel:${phone.replace(/\s/g, '')}`,
    email,
    emailHref: `mailto:${email}`,
  };
}
