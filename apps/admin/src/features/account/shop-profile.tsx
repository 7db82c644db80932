// A seller's own shop as the storefront shows it: the description and contact e-mail are theirs
// to change; the name, GSTIN and address go through the operator (their documents back them).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SellerProfile, SellerProfileBody } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { Field } from '../../components/field.tsx';
import { errorAt, showServerErrors } from '../../components/form-errors.ts';
import { Notices } from '../../components/notices.tsx';
import { useFormResolver } from '../../lib/form-resolver.ts';

export function ShopProfilePage() {
  const profile = useQuery({
    queryKey: ['profile'],
    queryFn: async () => (await call(paths.profile)).data,
  });
  return (
    <section>
      <h1>Shop profile</h1>
      {profile.isError ? (
        <p role="alert" className="error">
          {profile.error.message}
        </p>
      ) : null}
      {profile.data ? <ProfileForm profile={profile.data} /> : <p className="count">Loading…</p>}
    </section>
  );
}

function ProfileForm({ profile }: { profile: SellerProfile }) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const resolver = useFormResolver((contract) => contract.SellerProfileBodySchema);
  const { register, handleSubmit, reset, setError, formState } = useForm<SellerProfileBody>({
    resolver,
    defaultValues: { description: profile.description, email: profile.email },
  });

  async function save(body: SellerProfileBody) {
    setNotice(null);
    setFailure(null);
    try {
      const answer = await call(paths.profileUpdate, { body });
      queryClient.setQueryData(['profile'], answer.data);
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      reset({ description: answer.data.description, email: answer.data.email });
      setNotice(answer.message ?? 'Saved.');
    } catch (error) {
      setFailure(showServerErrors(error, setError));
    }
  }

  return (
    <div className="columns">
      <form
        className="card"
        aria-label="Your shop"
        noValidate
        onSubmit={(event) => void handleSubmit(save)(event)}
      >
        <h2>What you may change</h2>
        <Notices notice={notice} failure={failure} />
        <Field
          label="About your shop"
          error={errorAt(formState.errors, 'description')}
          hint="Shown on your shop's page; at most 1,000 characters."
        >
          <textarea rows={6} {...register('description')} />
        </Field>
        <Field label="Contact e-mail" error={errorAt(formState.errors, 'email')}>
          <input type="email" autoComplete="email" {...register('email')} />
        </Field>
        <button type="submit" className="primary" disabled={formState.isSubmitting}>
          Save the profile
        </button>
      </form>
      <div className="card">
        <h2>Kept by the operator</h2>
        <p className="count">Write to the marketplace to change these.</p>
        <dl className="amounts facts">
          <dt>Shop name</dt>
          <dd>{profile.shopName}</dd>
          <dt>GSTIN</dt>
          <dd>{profile.gstin}</dd>
          <dt>Mobile</dt>
          <dd>{profile.mobile}</dd>
          <dt>Address</dt>
          <dd>
            {profile.address}, {profile.city}, {profile.state} {profile.pincode}
          </dd>
        </dl>
      </div>
    </div>
  );
}
