import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../tests/support/app';
import { ProductCard, ProductImage } from './ProductCard';

const salmon = { bpn: '960012421', name: 'Open Nature Atlantic Salmon Fillet', size: 'per lb', price: 11.99, shop: 'grocery' as const, imageUrl: '/images/products/960012421.svg' };

describe('product pictures', () => {
  it('FORMAT-04 a card loads the catalogue picture lazily with scl=1 at a fixed size; the name beside it is the link text', () => {
    renderWithApp(
      <ul>
        <ProductCard product={salmon} />
      </ul>,
    );
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/images/products/960012421.svg?scl=1');
    expect(img).toHaveAttribute('width', '120');
    expect(img).toHaveAttribute('height', '120');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', '');
    expect(screen.getByRole('link', { name: 'Open Nature Atlantic Salmon Fillet' })).toHaveAttribute('href', '/shop/product-details.960012421.html');
  });

  it('a picture that fails to load, or an item without one, gets the drawn stand-in of the same size', () => {
    renderWithApp(<ProductImage product={salmon} size={280} alt={salmon.name} eager />);
    const img = screen.getByRole('img', { name: salmon.name });
    expect(img.tagName).toBe('IMG');
    expect(img).toHaveAttribute('loading', 'eager');
    fireEvent.error(img);
    const drawn = screen.getByRole('img', { name: salmon.name });
    expect(drawn.tagName.toLowerCase()).toBe('svg');
    expect(drawn).toHaveAttribute('width', '280');
    expect(drawn).toHaveAttribute('height', '280');

    renderWithApp(<ProductImage product={{ bpn: '960000001' }} />);
    expect(document.querySelectorAll('svg[aria-hidden="true"][width="120"]')).toHaveLength(1);
  });
});
