// A back-office form shows the schema's message at its field before any call, the server's field
// message at its field, and the server's message above when no field is named.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CategoryCreateBodySchema } from '@haat/contract';
import { ApiError } from '../lib/api.ts';
import { NameForm } from './name-form.tsx';

afterEach(cleanup);

function renderForm(onSave: (body: unknown) => Promise<string>) {
  render(
    <NameForm
      schema={CategoryCreateBodySchema}
      values={{ level: 'sub', parentID: 'cat_lamps', name: '' }}
      formLabel="New sub-category in Diyas & Lamps"
      fieldLabel="Name"
      submitLabel="Add sub-category"
      resetAfterSave
      onSave={onSave}
    />,
  );
  return userEvent.setup();
}

describe('a name form', () => {
  it("checks the contract's schema first and sends the whole body, fixed fields included", async () => {
    const onSave = vi.fn(async () => 'Brass Lamps is added.');
    const user = renderForm(onSave);
    await user.click(screen.getByRole('button', { name: 'Add sub-category' }));
    expect(await screen.findByText('Required.')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Name'), '  Brass Lamps ');
    await user.click(screen.getByRole('button', { name: 'Add sub-category' }));
    expect(onSave).toHaveBeenCalledWith({
      level: 'sub',
      parentID: 'cat_lamps',
      name: 'Brass Lamps',
    });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's field message at the field and its message above", async () => {
    const user = renderForm(async () => {
      throw new ApiError(409, 'A sub-category named "Brass" already exists here.', {
        validation: { name: 'A sub-category with this name already exists here.' },
      });
    });
    await user.type(screen.getByLabelText('Name'), 'Brass');
    await user.click(screen.getByRole('button', { name: 'Add sub-category' }));
    const field = screen.getByLabelText('Name');
    const described = document.getElementById(
      (field.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '',
    );
    expect(described?.textContent).toBe('A sub-category with this name already exists here.');
    expect(screen.getByRole('alert').textContent).toBe(
      'A sub-category named "Brass" already exists here.',
    );
  });
});
