import { describe, expect, it } from 'vitest';
import { renderMockup, renderPrint } from '.';
import { solidDesign, syntheticTemplate, twoAreaTemplate } from './test-fixtures';

describe('renderPrint', () => {
  it('repaints a moved design into the frame it drew before, as a whole render draws it', () => {
    const template = syntheticTemplate(64);
    const design = solidDesign(20, 10, [200, 30, 30, 255]);
    const frame = renderMockup(template, design, { x: 30, y: 40, size: 1.2, rotation: 0 }, '#1e3a8a', 64);
    const before = frame.slice();
    const moved = { x: 60, y: 55, size: 0.8, rotation: 25 };
    renderPrint(template, design, moved, '#1e3a8a', 64, frame);
    expect(frame).not.toEqual(before);
    expect(frame).toEqual(renderMockup(template, design, moved, '#1e3a8a', 64));
  });

  it('keeps the further areas: their prints are inked again over the repainted spans', () => {
    const template = twoAreaTemplate(64);
    const front = solidDesign(16, 16, [20, 160, 60, 255]);
    const spine = { design: solidDesign(8, 24, [250, 200, 0, 180]), placement: { x: 50, y: 50, size: 1, rotation: 0 } };
    const frame = renderMockup(template, front, { x: 40, y: 50, size: 1, rotation: 0 }, '#ffffff', 64, undefined, [spine]);
    const moved = { x: 55, y: 45, size: 1.1, rotation: -10 };
    renderPrint(template, front, moved, '#ffffff', 64, frame, [spine]);
    expect(frame).toEqual(renderMockup(template, front, moved, '#ffffff', 64, undefined, [spine]));
    // The spine's design taken away: its span is repainted as bare product.
    renderPrint(template, front, moved, '#ffffff', 64, frame, [undefined]);
    expect(frame).toEqual(renderMockup(template, front, moved, '#ffffff', 64));
  });
});
