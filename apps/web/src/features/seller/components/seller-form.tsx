import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { SellerRegistration } from '@haat/contract';
import { messages as m } from '../../../messages/seller';
import { FormField } from '../../../components/ui/form-field';
import { contractResolver } from '../../../lib/contract-resolver';
import { withInputFilter } from '../../../lib/input-filter';
import { useHydrated } from '../../../lib/hydrated';
import { usePlaceFromPincode } from '../../../lib/pincode-lookup';
import { PlaceFields } from '../../../components/ui/place-fields';
import { useRegisterSeller } from '../api/register-seller';
import {
  DESCRIPTION_MAX,
  EMPTY_SELLER_FORM,
  SELLER_FIELDS,
  SELLER_FILTERS,
  readSellerAnswer,
  readSellerError,
  type SellerFormValues,
  type SellerOutcome,
} from '../lib/seller-form';
import { OutcomeDialog } from './outcome-dialog';
import { SellerSuccess } from './seller-success';
import { TermsDialog } from './terms-dialog';

// The box starts unticked (false) while the schema's input type only admits `true`; the resolver
// checks whatever it is given, so widening its input type is safe.
const validation = contractResolver<SellerFormValues, SellerRegistration>(
  (contract) => contract.SellerRegistrationSchema,
);

/**
 * The seller registration form (docs/spec.md §2, §3, §5). No Aadhaar field
 * (docs/decisions/product-owner.md).
 */
export function SellerForm() {
  const mutation = useRegisterSeller();
  const [outcome, setOutcome] = useState<SellerOutcome | null>(null);
  const [isTermsOpen, setIsTermsOpen] = useState(false);
  const termsBoxRef = useRef<HTMLInputElement | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    clearErrors,
    control,
    formState: { errors },
  } = useForm<SellerFormValues, unknown, SellerRegistration>({
    resolver: validation.resolver,
    defaultValues: EMPTY_SELLER_FORM,
  });

  const pincode = usePlaceFromPincode({
    setPlace: (place) => {
      const options = { shouldValidate: place.city !== '' && errors.city !== undefined };
      setValue('city', place.city, options);
      setValue('state', place.state, options);
      setValue('country', place.country, options);
    },
    onFound: () => clearErrors(['pinCode', 'city', 'state', 'country']),
    // docs/spec.md §5: an unknown pin says so; a failed call clears the fields without a message.
    allowTypedPlace: true,
    unknownMessage: m.pincodeLookup.invalid,
    failedMessage: null,
  });

  // The form is in the server's HTML: on a slow phone the seller may type the pin code before the
  // page's script has run, and that typing fired no onChange. The lookup runs for it once the
  // page is live; otherwise city, state and country stayed empty and read-only.
  const isLive = useHydrated();
  const lookUpPincode = pincode.onInput;
  useEffect(() => {
    const typed = getValues('pinCode');
    if (typed) lookUpPincode(typed);
  }, [getValues, lookUpPincode]);

  const onSubmit = handleSubmit((body) => {
    if (mutation.isPending) return;
    mutation.mutate(body, {
      onSuccess: (answer) => showOutcome(readSellerAnswer(answer)),
      onError: (error) => showOutcome(readSellerError(error)),
    });
  });

  function showOutcome(next: SellerOutcome) {
    if (next.kind === 'invalid') {
      let isFirst = true;
      for (const field of SELLER_FIELDS) {
        const message = next.fields[field];
        if (!message) continue;
        setError(field, { type: 'server', message }, { shouldFocus: isFirst });
        isFirst = false;
      }
      return;
    }
    setOutcome(next);
  }

  const terms = register('TermCondition');
  const description = useWatch({ control, name: 'description' });
  const descriptionLength = Array.from(description).length;

  if (outcome?.kind === 'registered') return <SellerSuccess seller={outcome.seller} />;

  return (
    <>
      <form
        className="seller-form"
        onSubmit={onSubmit}
        onFocus={validation.preload}
        noValidate
        aria-label={m.sellerForm.formLabel}
      >
        <fieldset>
          <legend>{m.sellerForm.aboutYou}</legend>
          <div className="form-row">
            <FormField label={m.sellerForm.firstName} error={errors.firstName?.message}>
              <input
                type="text"
                autoComplete="given-name"
                {...withInputFilter(register('firstName'), SELLER_FILTERS.firstName)}
              />
            </FormField>
            <FormField label={m.sellerForm.lastName} error={errors.lastName?.message}>
              <input
                type="text"
                autoComplete="family-name"
                {...withInputFilter(register('lastName'), SELLER_FILTERS.lastName)}
              />
            </FormField>
          </div>
          <div className="form-row">
            <FormField label={m.sellerForm.mobile} error={errors.mobile?.message}>
              <input
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                {...withInputFilter(register('mobile'), SELLER_FILTERS.mobile)}
              />
            </FormField>
            <FormField label={m.sellerForm.email} error={errors.email?.message}>
              <input
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                {...withInputFilter(register('email'), SELLER_FILTERS.email)}
              />
            </FormField>
          </div>
        </fieldset>

        <fieldset>
          <legend>{m.sellerForm.aboutShop}</legend>
          <FormField label={m.sellerForm.shopName} error={errors.shopName?.message}>
            <input
              type="text"
              autoComplete="organization"
              {...withInputFilter(register('shopName'), SELLER_FILTERS.shopName)}
            />
          </FormField>
          <FormField
            label={m.sellerForm.gstNo}
            hint={m.sellerForm.gstNoHint}
            error={errors.gstNo?.message}
          >
            <input
              type="text"
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              {...withInputFilter(register('gstNo'), SELLER_FILTERS.gstNo)}
            />
          </FormField>
          <FormField
            label={m.sellerForm.description}
            hint={m.sellerForm.descriptionHint(DESCRIPTION_MAX - descriptionLength)}
            error={errors.description?.message}
          >
            <textarea
              rows={3}
              {...withInputFilter(register('description'), SELLER_FILTERS.description)}
            />
          </FormField>
        </fieldset>

        <fieldset>
          <legend>{m.sellerForm.pickupAddress}</legend>
          <FormField
            label={m.sellerForm.address}
            hint={m.sellerForm.addressHint}
            error={errors.address?.message}
          >
            <input
              type="text"
              autoComplete="street-address"
              {...withInputFilter(register('address'), SELLER_FILTERS.address)}
            />
          </FormField>
          <div className="seller-place-row">
            <FormField
              label={m.sellerForm.pinCode}
              hint={pincode.status === 'loading' ? m.account.lookingUpPincode : undefined}
              error={errors.pinCode?.message ?? pincode.pinError ?? undefined}
            >
              <input
                type="text"
                inputMode="numeric"
                autoComplete="postal-code"
                {...withInputFilter(
                  register('pinCode', {
                    onChange: (event: { target: { value: string } }) =>
                      pincode.onInput(event.target.value),
                  }),
                  SELLER_FILTERS.pinCode,
                )}
              />
            </FormField>
            <PlaceFields
              labels={{
                city: m.sellerForm.city,
                state: m.sellerForm.state,
                country: m.sellerForm.country,
              }}
              inputs={{
                city: register('city'),
                state: register('state'),
                country: register('country'),
              }}
              errors={{
                city: errors.city?.message,
                state: errors.state?.message,
                country: errors.country?.message,
              }}
              isReadOnly={pincode.isPlaceLocked}
              shown={pincode.shown}
            />
          </div>
        </fieldset>

        <fieldset>
          <legend>{m.sellerForm.loginDetails}</legend>
          <p className="form-hint fieldset-hint">{m.sellerForm.passwordHint}</p>
          <div className="form-row">
            <FormField label={m.sellerForm.password} error={errors.password?.message}>
              <input
                type="password"
                autoComplete="new-password"
                {...withInputFilter(register('password'), SELLER_FILTERS.password)}
              />
            </FormField>
            <FormField label={m.sellerForm.confirmPassword} error={errors.confirmpassword?.message}>
              <input
                type="password"
                autoComplete="new-password"
                {...withInputFilter(register('confirmpassword'), SELLER_FILTERS.confirmpassword)}
              />
            </FormField>
          </div>
        </fieldset>

        <div className="terms-row">
          <label className="checkbox-label">
            <input
              type="checkbox"
              {...terms}
              ref={(element) => {
                terms.ref(element);
                termsBoxRef.current = element;
              }}
              aria-invalid={errors.TermCondition ? true : undefined}
              aria-describedby={errors.TermCondition ? 'terms-error' : undefined}
              onChange={(event) => {
                // Ticking the box opens the terms: only Accept ticks it (docs/spec.md §2).
                if (event.target.checked) {
                  event.target.checked = false;
                  setIsTermsOpen(true);
                  return;
                }
                void terms.onChange(event);
              }}
            />
            <span>{m.sellerForm.acceptTerms}</span>
          </label>
          <button
            type="button"
            className="link-button"
            aria-haspopup="dialog"
            onClick={() => setIsTermsOpen(true)}
          >
            {m.sellerForm.readTerms}
          </button>
          {errors.TermCondition ? (
            <p id="terms-error" className="form-error">
              {errors.TermCondition.message}
            </p>
          ) : null}
        </div>

        {/* Not before the page's script runs: the browser would send the form itself, password
            and all, in the address of a GET. A form with no enabled submit button does not submit
            on Enter either. */}
        <button
          type="submit"
          className="button button-primary seller-submit"
          disabled={mutation.isPending || !isLive}
        >
          {mutation.isPending ? m.sellerForm.submitting : m.sellerForm.submit}
        </button>
      </form>

      {isTermsOpen ? (
        <TermsDialog
          onAccept={() => {
            setValue('TermCondition', true, { shouldValidate: true });
            setIsTermsOpen(false);
          }}
          onDecline={() => {
            setValue('TermCondition', false);
            setIsTermsOpen(false);
          }}
          onClose={() => setIsTermsOpen(false)}
        />
      ) : null}
      {outcome?.kind === 'warning' ? (
        <OutcomeDialog
          title={m.sellerForm.warningTitle}
          message={outcome.message}
          onClose={() => setOutcome(null)}
        />
      ) : null}
      {outcome?.kind === 'oops' ? (
        <OutcomeDialog
          title={m.sellerForm.oopsTitle}
          message={m.errors.internalServerError}
          onClose={() => setOutcome(null)}
        />
      ) : null}
    </>
  );
}
