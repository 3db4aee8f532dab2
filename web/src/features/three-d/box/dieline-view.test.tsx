import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDieline } from '../../../../../core/src/box/dieline';
import { DielineView } from './dieline-view';

const design = { url: 'blob:design', aspect: 1 };

describe('the flat dieline', () => {
  it('draws every piece, the cuts solid and the folds dashed, and the design on the front panel', () => {
    const dieline = buildDieline({ style: 'tuck-end', width: 120, height: 80, depth: 40 });
    const { container } = render(<DielineView dieline={dieline} colour="#f7f7f5" design={design} scale={100} wrap={false} />);
    expect(screen.getByRole('img', { name: 'Dieline: tuck end box, 120 × 80 × 40 mm' })).toBeInTheDocument();
    expect(container.querySelectorAll('polygon')).toHaveLength(dieline.pieces.length);
    const [cut, fold] = [...container.querySelectorAll('path')];
    expect(cut!.getAttribute('stroke-dasharray')).toBeNull();
    expect(fold!.getAttribute('stroke-dasharray')).toBe('4 3');
    const image = container.querySelector('image')!;
    expect(Number(image.getAttribute('x'))).toBe(dieline.panels.front.x + 20);
    expect(Number(image.getAttribute('width'))).toBe(80);
    expect(image.getAttribute('transform')).toBeNull();
    expect(screen.getByText(/sheet 333 × 200 mm/)).toBeInTheDocument();
  });

  it('turns the design half round on a mailer, whose front wall folds up off the base', () => {
    const dieline = buildDieline({ style: 'mailer', width: 120, height: 80, depth: 40 });
    const { container } = render(<DielineView dieline={dieline} colour="#1b1b1d" design={design} scale={100} wrap={false} />);
    expect(container.querySelector('image')!.getAttribute('transform')).toMatch(/^rotate\(180 /);
  });
});
