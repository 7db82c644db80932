// Couriers (docs/decisions/couriers.md): who ships with what — by hand (the seller types the
// courier and tracking number) or through Shiprocket or Delhivery — for the whole shop and per
// seller, and each courier's account (Delhivery's in delhivery-account.tsx). Passwords, tokens
// and webhook keys are sealed on the server and never shown back; saving an account again
// replaces them. The operator's only.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourierChoice, CouriersAnswer, ShiprocketAccountBody } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { ApiError, call } from '../../lib/api.ts';
import { Field } from '../../components/field.tsx';
import { errorAt, showServerErrors } from '../../components/form-errors.ts';
import { Notices } from '../../components/notices.tsx';
import { formatWhen } from '../../lib/format.ts';
import { useFormResolver } from '../../lib/form-resolver.ts';
import { DelhiveryAccountForm } from './delhivery-account.tsx';

type Couriers = CouriersAnswer['data'];

const CHOICE_WORDS: Record<CourierChoice, string> = {
  manual: 'By hand',
  shiprocket: 'Shiprocket',
  delhivery: 'Delhivery',
};
const COURIER_CHOICES = Object.keys(CHOICE_WORDS) as CourierChoice[];

export function CouriersPage() {
  const couriers = useQuery({
    queryKey: ['couriers'],
    queryFn: async () => (await call(paths.couriers)).data,
  });
  return (
    <section className="narrow">
      <h1>Couriers</h1>
      <p className="sub">
        Who ships the shop’s parcels. A seller’s own choice goes before the shop’s; manual entry
        stays for everyone on “by hand”.
      </p>
      {couriers.isError ? (
        <p role="alert" className="error">
          {couriers.error.message}
        </p>
      ) : null}
      {couriers.data ? (
        <CouriersForms current={couriers.data} />
      ) : (
        <p className="count">Loading…</p>
      )}
    </section>
  );
}

function CouriersForms({ current }: { current: Couriers }) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function change(run: () => Promise<unknown>, done: string) {
    setNotice(null);
    setFailure(null);
    try {
      await run();
      setNotice(done);
      await queryClient.invalidateQueries({ queryKey: ['couriers'] });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'Saving failed. Try again.');
    }
  }

  return (
    <>
      <Notices notice={notice} failure={failure} />
      <section className="card" aria-labelledby="shop-courier-heading">
        <h2 id="shop-courier-heading">The whole shop</h2>
        <Field
          label="Sellers ship"
          hint="By hand: the seller types the courier and tracking number. Shiprocket or Delhivery: booked from the order page, tracked from its scans."
        >
          <select
            value={current.shop}
            onChange={(event) =>
              void change(
                () =>
                  call(paths.couriersShop, {
                    body: { shop: event.target.value as CourierChoice },
                  }),
                'The shop’s courier is saved.',
              )
            }
          >
            {COURIER_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {CHOICE_WORDS[choice]}
              </option>
            ))}
          </select>
        </Field>
      </section>
      <AccountForm current={current} onSaved={(message) => change(async () => {}, message)} />
      <DelhiveryAccountForm
        current={current}
        onSaved={(message) => change(async () => {}, message)}
      />
      <section className="card" aria-labelledby="seller-couriers-heading">
        <h2 id="seller-couriers-heading">Each seller</h2>
        <div className="table-wrap">
          <table aria-labelledby="seller-couriers-heading">
            <thead>
              <tr>
                <th scope="col">Seller</th>
                <th scope="col">Ships</th>
              </tr>
            </thead>
            <tbody>
              {current.sellers.map((seller) => (
                <tr key={seller.sellerID}>
                  <td>{seller.shopName}</td>
                  <td>
                    <select
                      aria-label={`How ${seller.shopName} ships`}
                      value={seller.choice ?? 'shop'}
                      onChange={(event) => {
                        const value = event.target.value;
                        void change(
                          () =>
                            call(paths.couriersSeller, {
                              params: { sellerID: seller.sellerID },
                              body: { choice: value === 'shop' ? null : (value as CourierChoice) },
                            }),
                          `${seller.shopName}’s courier is saved.`,
                        );
                      }}
                    >
                      <option value="shop">As the shop</option>
                      {COURIER_CHOICES.map((choice) => (
                        <option key={choice} value={choice}>
                          {CHOICE_WORDS[choice]}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}

const ACCOUNT_FIELDS = [
  ['email', 'API user’s e-mail', 'Shiprocket → Settings → API → Create an API user', 'email'],
  ['password', 'API user’s password', 'Kept sealed; never shown again', 'password'],
  [
    'webhookKey',
    'Webhook key (x-api-key)',
    'Type the same key in Shiprocket’s webhook settings; the address is /api/couriers/tracking-updates',
    'password',
  ],
  [
    'pickupLocation',
    'Pickup address name',
    'As Shiprocket lists it under pickup addresses',
    'text',
  ],
  ['pickupPincode', 'Pickup pin code', 'Six digits', 'text'],
] as const;

function AccountForm({
  current,
  onSaved,
}: {
  current: Couriers;
  onSaved: (message: string) => Promise<void>;
}) {
  const resolver = useFormResolver((contract) => contract.ShiprocketAccountBodySchema);
  const account = current.shiprocket;
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, reset } = useForm<ShiprocketAccountBody>({
    resolver,
    defaultValues: {
      email: account?.email ?? '',
      password: '',
      webhookKey: '',
      pickupLocation: account?.pickupLocation ?? '',
      pickupPincode: account?.pickupPincode ?? '',
    },
  });

  async function save(body: ShiprocketAccountBody) {
    setFailure(null);
    try {
      await call(paths.couriersShiprocket, { body });
      reset({ ...body, password: '', webhookKey: '' });
      await onSaved('The Shiprocket account is saved.');
    } catch (error) {
      setFailure(showServerErrors(error, setError, 'Saving failed. Try again.'));
    }
  }

  return (
    <form
      className="card"
      aria-label="Shiprocket account"
      noValidate
      onSubmit={(event) => void handleSubmit(save)(event)}
    >
      <h2>Shiprocket account</h2>
      <p className="count">
        {account
          ? `Saved ${formatWhen(account.updatedAt)}${account.loggedInUntil ? `; logged in until ${formatWhen(account.loggedInUntil)}` : '; not logged in yet'}. Saving again replaces the password and key.`
          : 'No account yet: sellers on Shiprocket cannot book until it is saved.'}
      </p>
      <Notices failure={failure} />
      {ACCOUNT_FIELDS.map(([name, label, hint, type]) => (
        <Field key={name} label={label} hint={hint} error={errorAt(formState.errors, name)}>
          <input type={type} autoComplete="off" {...register(name)} />
        </Field>
      ))}
      <button type="submit" className="primary" disabled={formState.isSubmitting}>
        Save the account
      </button>
    </form>
  );
}
