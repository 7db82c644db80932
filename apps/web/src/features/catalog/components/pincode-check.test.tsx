import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch';
import { hydrate, serverPage } from '../../../test/hydration';
import { setPincode } from '../../../lib/storage';
import { usePincodeCheck } from '../hooks/use-pincode-check';
import { PincodeCheck } from './pincode-check';

function PinBox() {
  return <PincodeCheck check={usePincodeCheck('p_1')} />;
}

describe("the product page's pin-code box", () => {
  it('checks a whole pin code typed before the page hydrated, filtered as typing is, once live', async () => {
    const fetchMock = mockFetch({
      'GET /api/public/availability/pincode/302001': {
        body: {
          status: 'success',
          data: [
            {
              pincode: '302001',
              deliveryDate: '2024-03-07',
              deliveryDays: 2,
              cod: true,
              prepaid: true,
            },
          ],
        },
      },
    });
    const html = renderToString(<PinBox />);
    // Check cannot be pressed before: the browser would send the form and load the page again.
    expect(html).toMatch(/<button type="submit"[^>]*disabled/);
    serverPage(html, '30-2001');
    await hydrate(<PinBox />);
    await waitFor(() =>
      expect(document.body.textContent).toContain('Delivery available to 302001'),
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/pincode/302001');
    expect(document.querySelector('.pincode-value')?.textContent).toBe('302001');
  });

  it('keeps part of a pin code typed before the page hydrated, for the shopper to finish', async () => {
    const fetchMock = mockFetch({});
    const input = serverPage(renderToString(<PinBox />), '3020');
    await hydrate(<PinBox />);
    expect(input.value).toBe('3020');
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () =>
      document
        .querySelector('button[type="submit"]')!
        .dispatchEvent(new MouseEvent('click', { bubbles: true })),
    );
    expect(document.body.textContent).toContain('Enter a 6-digit PIN code.');
  });

  it('shows the remembered pin code when nothing was typed', async () => {
    const input = serverPage(renderToString(<PinBox />), '');
    setPincode('110001');
    await hydrate(<PinBox />);
    expect(input.value).toBe('110001');
  });

  it.each([
    // Shiprocket's courier gave its own date: the page names it.
    ['courier', 'Delhivery Surface', '560001', 'Delivery by Tue, 24 Nov via Delhivery Surface'],
    // Delhivery carries but gives no date: the shop's estimate, named as before.
    // (Another pin: the tab keeps a check's answer for an hour.)
    ['shop', 'Delhivery', '560002', 'Delivery by Tue, 24 Nov'],
  ] as const)(
    "shows the date and whose it is (%s's date)",
    async (dateFrom, courier, pincode, shown) => {
      mockFetch({
        [`GET /api/public/availability/pincode/${pincode}`]: {
          body: {
            status: 'success',
            data: [
              {
                pincode,
                deliveryDate: '2026-11-24',
                deliveryDays: 3,
                cod: false,
                prepaid: true,
                courier,
                dateFrom,
              },
            ],
          },
        },
      });
      serverPage(renderToString(<PinBox />), pincode);
      await hydrate(<PinBox />);
      await waitFor(() =>
        expect(document.body.textContent).toContain(`Delivery available to ${pincode}`),
      );
      const lines = [...document.querySelectorAll('.pincode-message p')].map((p) => p.textContent);
      expect(lines).toEqual([
        `Delivery available to ${pincode}`,
        shown,
        'Cash on delivery not available; pay online',
      ]);
    },
  );
});
