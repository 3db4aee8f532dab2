import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { clipsFor } from '../../../../core/src/video/clip-library';
import type { VideoProductType } from '../../../../core/src/video/video-request';
import { DEFAULT_LOOK, VideoLookField, type VideoLookChoice } from './video-look-field';

/** The choice the field last reported. */
let last: VideoLookChoice = DEFAULT_LOOK;
function Field({ productType }: { productType: VideoProductType }) {
  const [look, setLook] = useState(DEFAULT_LOOK);
  const onLook = (next: VideoLookChoice) => {
    last = next;
    setLook(next);
  };
  return <VideoLookField productType={productType} look={look} onLook={onLook} />;
}

describe('VideoLookField', () => {
  it('offers a T-shirt’s filmed clips (the first chosen), the design-only card, and the shirt’s colour', () => {
    render(<Field productType="tshirt" />);
    const clips = clipsFor('tshirt');
    expect(clips.length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByRole('radio')).toHaveLength(clips.length + 1);
    expect(screen.getByRole('radio', { name: new RegExp(clips[0]!.name, 'i') })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Navy' }));
    expect(last).toMatchObject({ style: 'product', color: '#1e3a8a' });
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(clips[1]!.name, 'i') }));
    expect(last).toMatchObject({ style: 'product', clip: clips[1]!.id });
    // A finished mockup needs no colour: the card shows it as it is.
    fireEvent.click(screen.getByRole('radio', { name: /Design only/ }));
    expect(last.style).toBe('design');
    expect(screen.queryByRole('button', { name: 'Navy' })).toBeNull();
  });

  it.each(['hoodie', 'mug', 'phone', 'poster'] as const)('offers the %s its filmed clip', (type) => {
    render(<Field productType={type} />);
    expect(screen.getByRole('radio', { name: new RegExp(clipsFor(type)[0]!.name, 'i') })).toBeChecked();
  });
});
