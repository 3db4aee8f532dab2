import { fireEvent, render, screen } from '@testing-library/react';
import { Shirt } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { ProductImage } from './product-image';

describe('ProductImage', () => {
  it('shows a lazy image with its size and alt text when there is a render', () => {
    render(<ProductImage src="/templates/tee.webp" alt="T-shirt mockup" icon={Shirt} width={400} height={300} />);
    const image = screen.getByRole('img', { name: 'T-shirt mockup' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
  });

  it('draws a labelled placeholder when there is no render', () => {
    const { container } = render(<ProductImage alt="Hoodie mockup" icon={Shirt} width={400} height={300} />);
    expect(screen.getByRole('img', { name: 'Hoodie mockup' }).tagName).toBe('DIV');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('falls back to the placeholder when the image fails to load', () => {
    const { container } = render(<ProductImage src="/missing.webp" alt="Mug mockup" icon={Shirt} width={10} height={10} eager />);
    const image = screen.getByRole('img', { name: 'Mug mockup' });
    expect(image).toHaveAttribute('loading', 'eager');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Mug mockup' }).tagName).toBe('DIV');
  });

  it('hides a decorative placeholder from assistive technology', () => {
    const { container } = render(<ProductImage alt="" icon={Shirt} width={10} height={10} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
