import { describe, expect, it } from 'vitest';
import { dragRotation } from './drag-rotation';

const start = { rotationX: 15, rotationY: 90 };

describe('dragging the 3D preview', () => {
  it('turns a whole turn about Y across the view, on the sliders\' 5° grid, wrapping at 360', () => {
    expect(dragRotation(start, 300, 0, 600)).toEqual({ rotationX: 15, rotationY: 270 });
    expect(dragRotation(start, 450, 0, 600)).toEqual({ rotationX: 15, rotationY: 0 });
    expect(dragRotation(start, -200, 0, 600)).toEqual({ rotationX: 15, rotationY: 330 });
    expect(dragRotation(start, 4, 0, 600)).toEqual(start);
  });

  it('tilts about X only within the drag limits, however far the pointer goes', () => {
    expect(dragRotation(start, 0, 100, 600)).toEqual({ rotationX: 45, rotationY: 90 });
    expect(dragRotation(start, 0, 5000, 600)).toEqual({ rotationX: 60, rotationY: 90 });
    expect(dragRotation(start, 0, -5000, 600)).toEqual({ rotationX: 330, rotationY: 90 });
  });

  it('brings back a tilt the sliders set beyond the limits, but never takes it further', () => {
    expect(dragRotation({ rotationX: 180, rotationY: 0 }, 0, 100, 600).rotationX).toBe(180);
    expect(dragRotation({ rotationX: 180, rotationY: 0 }, 0, -100, 600).rotationX).toBe(150);
    expect(dragRotation({ rotationX: 90, rotationY: 0 }, 0, -5000, 600).rotationX).toBe(330);
  });
});
