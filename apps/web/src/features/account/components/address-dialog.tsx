import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Address, AddressInput } from '@haat/contract';
import { messages as m } from '../../../messages/accounts';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { showToast } from '../../../components/ui/toast';
import { contractResolver } from '../../../lib/contract-resolver';
import { withInputFilter } from '../../../lib/input-filter';
import { usePlaceFromPincode } from '../../../lib/pincode-lookup';
import { PlaceFields } from '../../../components/ui/place-fields';
import { errorMessage, showServerValidation } from '../../../lib/server-errors';
import { TOAST_MS } from '@haat/contract/constants';
import { useSaveAddress } from '../api/save-address';
import {
  ADDRESS_FIELDS,
  ADDRESS_FILTERS,
  EMPTY_ADDRESS,
  addressToFormValues,
  hasPlace,
  type AddressFormValues,
} from '../lib/address-form';

const validation = contractResolver((contract) => contract.AddressInputSchema);

interface AddressDialogProps {
  /** The address to update, or null to add a new one. */
  address: Address | null;
  onClose: () => void;
}

/**
 * 'Add New Address' / 'Update Address' (docs/spec.md §2). The docs/spec.md §5 filters run as the shopper
 * types; 6 digits in the pin code fill city, state and country, which stay read-only.
 */
export function AddressDialog({ address, onClose }: AddressDialogProps) {
  const formId = useId();
  const mutation = useSaveAddress(address ? address.addressID : null);
  const [alert, setAlert] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<AddressFormValues, unknown, AddressInput>({
    resolver: validation.resolver,
    defaultValues: address ? addressToFormValues(address) : EMPTY_ADDRESS,
  });

  const pincode = usePlaceFromPincode({
    setPlace: (place) => {
      setValue('city', place.city);
      setValue('state', place.state);
      setValue('country', place.country);
    },
    onFound: () => clearErrors('zipcode'),
    allowTypedPlace: false,
    unknownMessage: m.pincodeLookup.invalid,
    failedMessage: m.pincodeLookup.serverError,
  });

  const onSubmit = handleSubmit((body) => {
    if (mutation.isPending) return;
    setAlert(null);
    // docs/spec.md §8: city, state or country empty on submit.
    if (!hasPlace(body)) {
      showToast(m.account.invalidPincodeToast, { durationMs: TOAST_MS.default, tone: 'error' });
      return;
    }
    mutation.mutate(body, {
      onSuccess: (answer) => {
        showToast(answer.message || m.account.addressSaved, {
          durationMs: TOAST_MS.profile,
          tone: 'success',
        });
        onClose();
      },
      onError: (error) => {
        if (!showServerValidation(error, ADDRESS_FIELDS, setError)) {
          setAlert(errorMessage(error, m.errors.internalServerError));
        }
      },
    });
  });

  const zipcodeError = errors.zipcode?.message ?? pincode.pinError ?? undefined;

  return (
    <Dialog
      title={address ? m.account.updateAddress : m.account.addAddress}
      closeLabel={m.account.closeDialog}
      onClose={onClose}
      size="large"
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {m.account.cancel}
          </button>
          <button
            type="submit"
            form={formId}
            className="button button-primary"
            disabled={mutation.isPending}
          >
            {mutation.isPending ? m.account.savingAddress : m.account.saveAddress}
          </button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={onSubmit}
        onFocus={validation.preload}
        noValidate
        className="address-form"
      >
        <div className="form-row">
          <FormField label={m.account.addressName} error={errors.name?.message}>
            <input
              type="text"
              autoComplete="name"
              {...withInputFilter(register('name'), ADDRESS_FILTERS.name)}
            />
          </FormField>
          <FormField label={m.account.addressMobile} error={errors.mobile?.message}>
            <input
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              {...withInputFilter(register('mobile'), ADDRESS_FILTERS.mobile)}
            />
          </FormField>
        </div>
        <div className="form-row">
          <FormField label={m.account.addressAlternate} error={errors.allternateMobile?.message}>
            <input
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              {...withInputFilter(register('allternateMobile'), ADDRESS_FILTERS.allternateMobile)}
            />
          </FormField>
          <FormField
            label={m.account.pincode}
            hint={pincode.status === 'loading' ? m.account.lookingUpPincode : m.account.pincodeHint}
            error={zipcodeError}
          >
            <input
              type="text"
              inputMode="numeric"
              autoComplete="postal-code"
              {...withInputFilter(
                register('zipcode', {
                  onChange: (event: { target: { value: string } }) =>
                    pincode.onInput(event.target.value),
                }),
                ADDRESS_FILTERS.zipcode,
              )}
            />
          </FormField>
        </div>
        <div className="place-row">
          <PlaceFields
            labels={{ city: m.account.city, state: m.account.state, country: m.account.country }}
            inputs={{
              city: register('city'),
              state: register('state'),
              country: register('country'),
            }}
            isReadOnly
            isSkipped
            shown={pincode.shown}
          />
        </div>
        <FormField label={m.account.address} error={errors.address?.message}>
          <textarea
            rows={2}
            autoComplete="street-address"
            {...withInputFilter(register('address'), ADDRESS_FILTERS.address)}
          />
        </FormField>
        <FormField label={m.account.landmark} error={errors.landmark?.message}>
          <input type="text" {...withInputFilter(register('landmark'), ADDRESS_FILTERS.landmark)} />
        </FormField>
        {alert ? (
          <p className="form-alert" role="alert">
            {alert}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
