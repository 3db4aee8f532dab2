import type { Layer, Psd } from 'ag-psd';
import { describe, expect, it } from 'vitest';
import { oneLayerFile } from '../../../tests/support/psd-one-layer';
import { planPsd } from './plan-psd';
import { readPsdFile } from './read-psd-file';
import { unreadByLayer } from './unread-blocks';

describe('unreadByLayer', () => {
  const can: Layer = { name: 'Can' };
  const inGroup: Layer = { name: 'Label' };
  const group: Layer = { name: 'Group', children: [inGroup] };
  const psd: Psd = { width: 10, height: 10, children: [can, group] };

  it('matches records to layers in file order (a group: its divider, its layers, itself) and keeps unknown keys only', () => {
    const records = [['luni', 'xyz3'], ['lsct'], ['luni', 'abcd', 'Mtrn'], ['lsct', 'xyz3']];
    const unread = unreadByLayer(psd, records);
    expect([...unread]).toEqual([
      [can, ['xyz3']],
      [inGroup, ['abcd']],
      [group, ['xyz3']],
    ]);
  });

  it('lists nothing when records and layers do not match up', () => {
    expect(unreadByLayer(psd, [['xyz3']]).size).toBe(0);
    expect(unreadByLayer(psd, undefined).size).toBe(0);
  });
});

describe('a layer of a kind ag-psd does not read', () => {
  it('is listed on import by its name', async () => {
    const { psd, unread } = readPsdFile(oneLayerFile([{ key: 'lyid', length: 4 }, { key: 'xyz3', length: 8 }]));
    expect(psd.children?.map((layer) => layer.name)).toEqual(['Can']);
    const { plan } = await planPsd(psd, unread);
    expect(plan.unsupported).toEqual([{ layer: 'Can', feature: 'a kind of layer we do not read, such as a 3D layer (Photoshop data "xyz3"): only the pixels Photoshop saved for it are drawn' }]);
  });
});
