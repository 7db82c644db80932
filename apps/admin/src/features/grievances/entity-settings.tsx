// The company's and its grievance officer's details (docs/decisions/grievances.md): what every
// storefront page's footer and the grievance page show (Consumer Protection (E-Commerce) Rules,
// 2020, rules 4(2) and 4(4)). The operator's only; each save is audited with before and after.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EntityDetails, EntitySettingsBody } from '@haat/contract';
import * as paths from '@haat/contract/back-office-paths';
import { call } from '../../lib/api.ts';
import { Field } from '../../components/field.tsx';
import { errorAt, showServerErrors } from '../../components/form-errors.ts';
import { Notices } from '../../components/notices.tsx';
import { useFormResolver } from '../../lib/form-resolver.ts';

export function EntitySettingsPage() {
  const settings = useQuery({
    queryKey: ['entity-settings'],
    queryFn: async () => (await call(paths.entitySettings)).data,
  });
  return (
    <section className="narrow">
      <h1>Company and grievance officer</h1>
      <p className="sub">
        Every page of the shop shows these. While any is empty, the start and `doctor` say so.
      </p>
      {settings.isError ? (
        <p role="alert" className="error">
          {settings.error.message}
        </p>
      ) : null}
      {settings.data ? <SettingsForm current={settings.data} /> : <p className="count">Loading…</p>}
    </section>
  );
}

const COMPANY = [
  ['legalName', 'Legal name'],
  ['registeredAddress', 'Registered address'],
  ['contactEmail', 'Customer care e-mail'],
  ['contactPhone', 'Customer care phone'],
] as const;
const OFFICER = [
  ['officer.name', 'Name'],
  ['officer.designation', 'Designation'],
  ['officer.email', 'E-mail'],
  ['officer.phone', 'Phone'],
  ['officer.address', 'Address'],
] as const;

function SettingsForm({ current }: { current: EntityDetails }) {
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const resolver = useFormResolver((contract) => contract.EntitySettingsBodySchema);
  const { register, handleSubmit, setError, formState } = useForm<EntitySettingsBody>({
    resolver,
    defaultValues: current,
  });

  async function save(body: EntitySettingsBody) {
    setNotice(null);
    setFailure(null);
    try {
      const answer = await call(paths.entitySettingsSave, { body });
      setNotice(answer.message ?? 'Saved.');
      await queryClient.invalidateQueries({ queryKey: ['entity-settings'] });
    } catch (error) {
      setFailure(showServerErrors(error, setError, 'Saving failed. Try again.'));
    }
  }

  return (
    <>
      <Notices notice={notice} failure={failure} />
      <form
        className="card"
        aria-label="Company and grievance officer"
        noValidate
        onSubmit={(event) => void handleSubmit(save)(event)}
      >
        <h2>The company</h2>
        {COMPANY.map(([name, label]) => (
          <Field key={name} label={label} error={errorAt(formState.errors, name)}>
            <input {...register(name)} />
          </Field>
        ))}
        <h2>The grievance officer</h2>
        {OFFICER.map(([name, label]) => (
          <Field key={name} label={label} error={errorAt(formState.errors, name)}>
            <input {...register(name)} />
          </Field>
        ))}
        <button type="submit" className="primary" disabled={formState.isSubmitting}>
          Save
        </button>
      </form>
    </>
  );
}
