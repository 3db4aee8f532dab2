import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { oneLayerFile } from '../../../tests/support/psd-one-layer';
import { layerRecordKeys } from './layer-record-keys';

describe('layerRecordKeys', () => {
  it('lists each record’s blocks in file order, a group’s closing divider and the group included', () => {
    const records = layerRecordKeys(new Uint8Array(fs.readFileSync(path.resolve('tests/support/psd-tools-files/clipping-mask5.psd'))));
    expect(records).toHaveLength(6);
    expect(records![1]).toContain('lsct');
    expect(records![2]!.slice(0, 3)).toEqual(['SoCo', 'vmsk', 'vowv']);
    expect(records![4]).toContain('lsct');
  });

  it('finds a block of a kind no reader knows, after 8-byte lengths in a PSB', () => {
    expect(layerRecordKeys(oneLayerFile([{ key: 'luni', length: 12 }, { key: 'xyz3', length: 6 }]))).toEqual([['luni', 'xyz3']]);
    expect(layerRecordKeys(oneLayerFile([{ key: 'Mt16', length: 4, long: true }, { key: 'xyz3', length: 6 }], true))).toEqual([['Mt16', 'xyz3']]);
  });

  it('gives up on a file cut short or that is no Photoshop file', () => {
    const file = oneLayerFile([{ key: 'xyz3', length: 6 }]);
    expect(layerRecordKeys(file.subarray(0, 60))).toBeUndefined();
    expect(layerRecordKeys(new TextEncoder().encode('not a photoshop file at all, really'))).toBeUndefined();
  });
});
