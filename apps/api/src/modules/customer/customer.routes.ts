import type { FastifyInstance } from 'fastify';
import { endpoints, type AddressInput } from '@haat/contract';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../../lib/route.ts';
import {
  changeAddress,
  createAddress,
  getAddress,
  listAddresses,
  removeAddress,
  type AddressFields,
} from './addresses.service.ts';
import { toWireAddress } from './address-wire.ts';
import { changePassword, changeProfile, getProfile } from './customer.service.ts';

/** City, state and country of the form are dropped: the server looks them up from the pin code. */
function fromWireAddress(input: AddressInput): AddressFields {
  return {
    name: input.name,
    mobile: input.mobile,
    alternateMobile: input.allternateMobile ?? '',
    pincode: input.zipcode,
    landmark: input.landmark ?? '',
    address: input.address,
  };
}

export function registerCustomerRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, auth } = context;

  registerRoute(app, endpoints.profile, async ({ request }) => ({
    status: 'success',
    data: await getProfile(db, auth.getCustomerId(request)),
  }));

  // docs/spec.md §7: the old client's `loader` flag is accepted and ignored.
  registerRoute(app, endpoints.profileUpdate, async ({ body, request }) => {
    const { firstName, lastName, email, mobile } = body;
    const profile = await changeProfile(context, auth.getCustomerId(request), {
      firstName,
      lastName,
      email,
      mobile,
    });
    return { status: 'success', message: 'Your profile has been updated', data: profile };
  });

  registerRoute(app, endpoints.passwordChange, async ({ body, request }) => ({
    status: 'success',
    message: 'Password Successfully Changed.',
    token: await changePassword(context, auth.getCustomerId(request), body),
  }));

  registerRoute(app, endpoints.addresses, async ({ request }) => ({
    status: 'success',
    data: (await listAddresses(db, auth.getCustomerId(request))).map(toWireAddress),
  }));

  registerRoute(app, endpoints.address, async ({ query, request }) => ({
    status: 'success',
    data: toWireAddress(await getAddress(db, auth.getCustomerId(request), query.addressID)),
  }));

  registerRoute(app, endpoints.addressCreate, async ({ body, request }) => {
    const row = await createAddress(context, auth.getCustomerId(request), fromWireAddress(body));
    return { status: 'success', message: 'Address successfully added.', data: toWireAddress(row) };
  });

  registerRoute(app, endpoints.addressUpdate, async ({ body, request }) => {
    const customerId = auth.getCustomerId(request);
    const row = await changeAddress(db, customerId, body.addressID, fromWireAddress(body));
    return {
      status: 'success',
      message: 'Address successfully updated.',
      data: toWireAddress(row),
    };
  });

  registerRoute(app, endpoints.addressDelete, async ({ query, request }) => {
    await removeAddress(db, auth.getCustomerId(request), query.addressID);
    return { status: 'success', message: 'Address successfully deleted.' };
  });
}
