import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { ContactForm } from './contact-form';

async function fillForm() {
  await userEvent.type(screen.getByLabelText('Your name'), 'Asha Verma');
  await userEvent.type(screen.getByLabelText('E-mail address'), 'asha@example.in');
  await userEvent.type(screen.getByLabelText('Subject'), 'Late delivery');
  await userEvent.type(screen.getByLabelText('Message'), 'My order has not arrived yet.');
}

describe('contact form', () => {
  it('sends the message and shows the server confirmation', async () => {
    const fetchMock = mockFetch({
      'POST /api/public/contact': {
        body: { status: 'success', message: 'Thank you. We reply within 24 hours.' },
      },
    });
    renderWithProviders(<ContactForm />);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Thank you. We reply within 24 hours.')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.in',
      subject: 'Late delivery',
      message: 'My order has not arrived yet.',
    });
  });

  it('shows errors under the fields and sends nothing when the form is empty', async () => {
    const fetchMock = mockFetch({});
    renderWithProviders(<ContactForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByLabelText('Your name')).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Message').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server validation map under the fields it names', async () => {
    mockFetch({
      'POST /api/public/contact': {
        status: 400,
        body: {
          status: 'error',
          code: 'VALIDATION_FAILED',
          message: 'Please check the form.',
          Message: 'Please check the form.',
          validation: { email: 'This e-mail domain does not receive mail.' },
        },
      },
    });
    renderWithProviders(<ContactForm />);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const error = await screen.findByText('This e-mail domain does not receive mail.');
    const emailInput = screen.getByLabelText('E-mail address');
    expect(emailInput.getAttribute('aria-describedby')).toBe(error.id);
  });
});
