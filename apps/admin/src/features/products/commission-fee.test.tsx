// The fee under the product form's price: the server's figure for the typed price, in the words
// a seller reads before saving ("you receive …"), asked again as the price changes; the
// operator is asked to choose the seller first.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useCommissionFeeLine } from './commission-fee.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

function Line(props: Parameters<typeof useCommissionFeeLine>[0]) {
  return <p data-testid="fee">{useCommissionFeeLine(props) ?? 'none'}</p>;
}

function serve(ruleID: string | null = 'cr_1') {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const query = new URL(url).searchParams;
      asked.push(query.toString());
      const price = Number(query.get('price'));
      const commission = Math.round(price * 8) / 100;
      const gst = Math.round(commission * 18) / 100;
      return new Response(
        JSON.stringify({
          status: 'success',
          data: {
            ruleID,
            percent: ruleID ? 8 : 0,
            commission: ruleID ? commission : 0,
            gst: ruleID ? gst : 0,
            total: ruleID ? commission + gst : 0,
            gstPercent: 18,
            sellerReceives: ruleID ? Math.round((price - commission - gst) * 100) / 100 : price,
          },
        }),
        { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } },
      );
    }),
  );
  return asked;
}

let client = new QueryClient();
const wrap = (node: React.ReactNode) => (
  <QueryClientProvider client={client}>{node}</QueryClientProvider>
);
afterEach(() => {
  client = new QueryClient();
});

describe('the fee under the price', () => {
  it('shows the seller its fee and what it receives, and follows the typed price', async () => {
    const asked = serve();
    const props = { subCategoryID: 'sc_1', operator: false, sellerID: undefined };
    const view = render(wrap(<Line price={1000} {...props} />));
    await waitFor(() =>
      expect(screen.getByTestId('fee').textContent).toBe(
        'Haat’s fee on ₹1,000.00: ₹80.00 + 18 % GST = ₹94.40; you receive ₹905.60 before TCS/TDS.',
      ),
    );
    expect(asked[0]).toBe('price=1000&subCategoryID=sc_1');
    view.rerender(wrap(<Line price={2500} {...props} />));
    await waitFor(() =>
      expect(screen.getByTestId('fee').textContent).toBe(
        'Haat’s fee on ₹2,500.00: ₹200.00 + 18 % GST = ₹236.00; you receive ₹2,264.00 before TCS/TDS.',
      ),
    );
  });

  it('asks the operator for the seller first, then names the seller', async () => {
    const asked = serve();
    const view = render(wrap(<Line price={1000} subCategoryID="" operator sellerID={undefined} />));
    expect(screen.getByTestId('fee').textContent).toBe(
      'Choose the seller to see Haat’s fee on this price.',
    );
    view.rerender(wrap(<Line price={1000} subCategoryID="" operator sellerID="sl_1" />));
    await waitFor(() =>
      expect(screen.getByTestId('fee').textContent).toContain('the seller receives ₹905.60'),
    );
    expect(asked).toEqual(['price=1000&sellerID=sl_1']);
  });

  it('says so when no rule covers the price', async () => {
    serve(null);
    render(wrap(<Line price={250} subCategoryID="" operator={false} sellerID={undefined} />));
    await waitFor(() =>
      expect(screen.getByTestId('fee').textContent).toBe(
        'No commission rule covers ₹250.00 here: Haat takes no fee; you receive ₹250.00 before TCS/TDS.',
      ),
    );
  });
});
