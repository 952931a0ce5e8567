import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/http';
import { renderWithApp } from '../../../tests/support/app';
import { ShippingOptions } from './ShippingOptions';

afterEach(() => window.localStorage.clear());

describe('marketplace shipping options on a product page', () => {
  it("CALL-28 lists the seller's ship methods to the session's zip", async () => {
    const shipMethods = vi.fn(async () => ({ shipMethods: [{ sellerId: 'mkp-4417', methods: [{ code: 'STD', name: 'Standard', price: 5.99, estimatedDays: 4 }] }], errors: [], status: 200, complete: true }));
    renderWithApp(<ShippingOptions sellerId="mkp-4417" upc="0008500001234" zipcode="94611" source={{ shipMethods }} />);
    expect(screen.getByText('Checking shipping options…')).toBeInTheDocument();
    expect(await screen.findByText('Standard · $5.99 · 4 days')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shipping to 94611' })).toBeInTheDocument();
  });

  it('CALLS-06 EXPIRY-10 a second product page of the seller at the same zip shows the kept options without a call', async () => {
    const shipMethods = vi.fn(async () => ({ shipMethods: [{ sellerId: 'mkp-4417', methods: [{ code: 'STD', name: 'Standard', price: 5.99, estimatedDays: 4 }] }], errors: [], status: 200, complete: true }));
    const first = renderWithApp(<ShippingOptions sellerId="mkp-4417" upc="0008500001234" zipcode="94611" source={{ shipMethods }} />);
    await screen.findByText('Standard · $5.99 · 4 days');
    first.unmount();
    renderWithApp(<ShippingOptions sellerId="mkp-4417" upc="0008500009999" zipcode="94611" source={{ shipMethods }} />);
    expect(await screen.findByText('Standard · $5.99 · 4 days')).toBeInTheDocument();
    expect(shipMethods).toHaveBeenCalledOnce();
  });

  it('ERR-12 a rejected call leaves the fallback text and logs the status and status text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shipMethods = async () => {
      throw new ApiError({ kind: 'status', call: 'CALL-28', status: 503, statusText: 'Service Unavailable', message: 'CALL-28 failed' });
    };
    renderWithApp(<ShippingOptions sellerId="mkp-4417" upc="0008500001234" zipcode="94611" source={{ shipMethods }} />);
    expect(await screen.findByText("Shipping options from this seller aren't available right now.")).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('[storefront] ship methods failed: 503 Service Unavailable');
    expect(screen.queryByText(/503/)).not.toBeInTheDocument();
    warn.mockRestore();
  });
});
