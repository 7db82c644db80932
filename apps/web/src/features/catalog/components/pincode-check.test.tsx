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
  it('checks the pin code typed before the page hydrated, filtered as typing is', async () => {
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
    const input = serverPage(renderToString(<PinBox />), '30-2001');
    await hydrate(<PinBox />);
    expect(input.value).toBe('302001');
    await act(async () => (document.querySelector('button[type="submit"]') as HTMLElement).click());
    await waitFor(() =>
      expect(document.body.textContent).toContain('Delivery available to 302001'),
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/pincode/302001');
  });

  it('shows the remembered pin code when nothing was typed', async () => {
    const input = serverPage(renderToString(<PinBox />), '');
    setPincode('110001');
    await hydrate(<PinBox />);
    expect(input.value).toBe('110001');
  });
});
