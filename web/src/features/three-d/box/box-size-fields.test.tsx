import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_BOX_SPEC } from '../../../../../core/src/box/box-spec';
import { BoxSizeFields } from './box-size-fields';

describe('the box size fields', () => {
  it('takes a size in bounds as it is typed, and says what is wrong with one out of bounds once left', () => {
    const update = vi.fn();
    render(<BoxSizeFields spec={DEFAULT_BOX_SPEC} update={update} />);
    const width = screen.getByLabelText('Width (mm)');
    fireEvent.change(width, { target: { value: '120' } });
    expect(update).toHaveBeenLastCalledWith({ width: 120 });

    update.mockClear();
    fireEvent.change(width, { target: { value: '601' } });
    expect(update).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.blur(width);
    expect(screen.getByRole('alert')).toHaveTextContent('Width must be between 20 and 600 mm.');
    expect(width).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(width, { target: { value: '600' } });
    expect(update).toHaveBeenLastCalledWith({ width: 600 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('changes the style', () => {
    const update = vi.fn();
    render(<BoxSizeFields spec={DEFAULT_BOX_SPEC} update={update} />);
    fireEvent.change(screen.getByLabelText('Box style'), { target: { value: 'mailer' } });
    expect(update).toHaveBeenCalledWith({ style: 'mailer' });
  });
});
