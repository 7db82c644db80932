// The grievance pages as the server renders them (docs/decisions/grievances.md): the officer and
// the company's details from the settings, in the page and in every footer; a ticket's status
// with its clocks, answers and resolution; a wrong ticket and mobile pair told plainly.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_CATALOG, mockFetch } from '../../test/mock-fetch';
import { renderRoute } from '../../test/render';

const ENTITY = {
  status: 'success',
  data: {
    legalName: 'Haat Commerce Private Limited',
    registeredAddress: '12 AB Road, Indore 452001',
    contactEmail: 'support@haat.in',
    contactPhone: '+91 731 400 8800',
    officer: {
      name: 'Meera Joshi',
      designation: 'Grievance Officer',
      email: 'grievance@haat.in',
      phone: '+91 731 400 8822',
      address: '12 AB Road, Indore 452001',
    },
  },
};

const STATUS = {
  status: 'success',
  data: {
    ticket: 'GRV-7K3M9Q2XWD',
    about: 'order',
    status: 'closed',
    resolution: 'A new lamp was delivered.',
    answers: [{ from: 'seller', body: 'Sending a new one today.', at: '2026-03-06T05:00:00.000Z' }],
    filedAt: '2026-03-05T10:00:00.000Z',
    ackDueAt: '2026-03-07T10:00:00.000Z',
    acknowledgedAt: '2026-03-05T10:00:00.000Z',
    resolveDueAt: '2026-04-05T10:00:00.000Z',
    closedAt: '2026-03-09T10:00:00.000Z',
  },
};

describe('the grievance pages', () => {
  it('name the grievance officer, and every footer names the company and links the page', async () => {
    mockFetch({ ...EMPTY_CATALOG, 'GET /api/public/entity': { body: ENTITY } });
    renderRoute('/grievance', { rootData: { entity: ENTITY.data } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Grievance officer' }),
    ).toBeTruthy();
    const officer = screen.getByRole('region', { name: 'Our grievance officer' });
    expect(within(officer).getByText('Meera Joshi')).toBeTruthy();
    expect(within(officer).getByRole('link', { name: 'grievance@haat.in' })).toBeTruthy();
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('Haat Commerce Private Limited')).toBeTruthy();
    expect(
      within(footer).getByRole('link', { name: 'Grievance officer and complaints' }),
    ).toBeTruthy();
    expect(within(footer).getByText(/Meera Joshi, \+91 731 400 8822/)).toBeTruthy();
  });

  it('show a ticket’s state, clocks, answers and resolution', async () => {
    mockFetch({
      ...EMPTY_CATALOG,
      'GET /api/public/entity': { body: ENTITY },
      'GET /api/public/grievances/GRV-7K3M9Q2XWD': { body: STATUS },
    });
    renderRoute('/grievance/status?ticket=GRV-7K3M9Q2XWD&last4=3210');
    const status = await screen.findByTestId('grievance-status');
    expect(within(status).getByText('Resolved')).toBeTruthy();
    expect(within(status).getByText('Resolved on 09-Mar-2026')).toBeTruthy();
    expect(within(status).getByText('Sending a new one today.')).toBeTruthy();
    expect(screen.getByTestId('grievance-resolution').textContent).toBe(
      'A new lamp was delivered.',
    );
  });

  it('tell a wrong ticket and mobile pair plainly, with the form to try again', async () => {
    mockFetch({
      ...EMPTY_CATALOG,
      'GET /api/public/entity': { body: ENTITY },
      'GET /api/public/grievances/GRV-7K3M9Q2XWD': {
        status: 404,
        body: { status: 'error', code: 'NOT_FOUND', message: 'Ticket not found.' },
      },
    });
    renderRoute('/grievance/status?ticket=GRV-7K3M9Q2XWD&last4=0000');
    expect((await screen.findByRole('alert')).textContent).toMatch(/^No complaint matches/);
    expect(screen.getByRole('button', { name: 'Show status' })).toBeTruthy();
    expect(screen.queryByTestId('grievance-status')).toBeNull();
  });
});
