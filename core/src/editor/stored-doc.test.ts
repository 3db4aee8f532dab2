import { describe, expect, it } from 'vitest';
import { parseEditorDoc } from './stored-doc';

describe('parseEditorDoc', () => {
  it('reads back what the editor stored', () => {
    const doc = { placement: { x: 31, y: 64, size: 1.4, rotation: -90 }, color: '#1e3a8a' };
    expect(parseEditorDoc(JSON.stringify(doc))).toEqual(doc);
  });

  it('brings numbers inside the slider bounds and drops extra fields', () => {
    const text = JSON.stringify({ placement: { x: 120, y: -3, size: 0.04, rotation: 999, extra: 1 }, color: '#FFFFFF', more: true });
    expect(parseEditorDoc(text)).toEqual({ placement: { x: 100, y: 0, size: 0.1, rotation: 360 }, color: '#FFFFFF' });
  });

  it('refuses anything else', () => {
    const placement = { x: 50, y: 50, size: 1, rotation: 0 };
    for (const text of [
      null,
      '',
      '{not json',
      'null',
      '42',
      JSON.stringify({ placement }),
      JSON.stringify({ placement, color: 'red' }),
      JSON.stringify({ placement, color: '#FFF' }),
      JSON.stringify({ placement: { ...placement, size: '1' }, color: '#FFFFFF' }),
      JSON.stringify({ placement: { x: 50, y: 50, size: 1 }, color: '#FFFFFF' }),
      JSON.stringify({ placement: null, color: '#FFFFFF' }),
      '{"placement":{"x":1e999,"y":50,"size":1,"rotation":0},"color":"#FFFFFF"}',
    ]) {
      expect(parseEditorDoc(text), String(text)).toBeNull();
    }
  });
});
