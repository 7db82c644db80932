// A back-office form shows the schema's message at its field before any call, the server's field
// message at its field, and the server's message above when no field is named.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../lib/api.ts';
import { NameForm } from './name-form.tsx';

afterEach(cleanup);

function renderForm(onSave: (body: unknown) => Promise<string>) {
  render(
    <NameForm
      schema={(contract) => contract.CategoryCreateBodySchema}
      values={{ level: 'sub', parentID: 'cat_lamps', name: '', nameHi: '' }}
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
      nameHi: '',
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

describe('the name in Hindi', () => {
  it('is optional, and sent with the name when given', async () => {
    const onSave = vi.fn(async () => 'Brass Lamps is added.');
    const user = renderForm(onSave);
    const hindi = screen.getByLabelText('Name in Hindi');
    expect(hindi.getAttribute('lang')).toBe('hi');
    await user.type(screen.getByLabelText('Name'), 'Brass Lamps');
    await user.type(hindi, ' पीतल के दीये ');
    await user.click(screen.getByRole('button', { name: 'Add sub-category' }));
    expect(onSave).toHaveBeenCalledWith({
      level: 'sub',
      parentID: 'cat_lamps',
      name: 'Brass Lamps',
      nameHi: 'पीतल के दीये',
    });
  });

  it('must be written in Devanagari', async () => {
    const onSave = vi.fn(async () => 'saved');
    const user = renderForm(onSave);
    await user.type(screen.getByLabelText('Name'), 'Brass Lamps');
    await user.type(screen.getByLabelText('Name in Hindi'), 'Peetal ke diye');
    await user.click(screen.getByRole('button', { name: 'Add sub-category' }));
    expect(await screen.findByText('Write the Hindi name in Devanagari.')).toBeTruthy();
    expect(screen.getByLabelText('Name in Hindi').getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows a brand's Hindi name when editing it, and sends '' to clear it", async () => {
    const onSave = vi.fn(async () => 'Desi Threads is saved.');
    render(
      <NameForm
        schema={(contract) => contract.BrandBodySchema}
        values={{ name: 'Desi Threads', nameHi: 'देसी थ्रेड्स' }}
        formLabel="Rename Desi Threads"
        fieldLabel="New name"
        submitLabel="Save name"
        onSave={onSave}
      />,
    );
    const user = userEvent.setup();
    const hindi = screen.getByLabelText('Name in Hindi') as HTMLInputElement;
    expect(hindi.value).toBe('देसी थ्रेड्स');
    await user.clear(hindi);
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(onSave).toHaveBeenCalledWith({ name: 'Desi Threads', nameHi: '' });
  });

  it("shows a category's Hindi name when renaming it", () => {
    render(
      <NameForm
        schema={(contract) => contract.CategoryUpdateBodySchema}
        values={{ name: 'Sarees', nameHi: 'साड़ियां' }}
        formLabel="Rename Sarees"
        fieldLabel="New name"
        submitLabel="Save name"
        onSave={async () => 'saved'}
      />,
    );
    expect((screen.getByLabelText('Name in Hindi') as HTMLInputElement).value).toBe('साड़ियां');
  });
});
