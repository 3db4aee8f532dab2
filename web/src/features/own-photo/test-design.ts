import type { RgbaImage } from '../../../../core/src/render/types';

/**
 * The preview's built-in test design: a checkerboard that shows how the print bends and foreshortens, framed, with a
 * round badge in the middle that shows whether it stays round.
 */
export function drawTestDesign(size = 480): RgbaImage {
  const canvas = new OffscreenCanvas(size, size);
  const g = canvas.getContext('2d')!;
  const cells = 8;
  const cell = size / cells;
  for (let j = 0; j < cells; j++) {
    for (let i = 0; i < cells; i++) {
      g.fillStyle = (i + j) % 2 ? '#7c3aed' : '#f5f3ff';
      g.fillRect(i * cell, j * cell, cell, cell);
    }
  }
  g.lineWidth = size * 0.03;
  g.strokeStyle = '#1e1b4b';
  g.strokeRect(g.lineWidth / 2, g.lineWidth / 2, size - g.lineWidth, size - g.lineWidth);
  g.beginPath();
  g.arc(size / 2, size / 2, size * 0.22, 0, Math.PI * 2);
  g.fillStyle = '#f59e0b';
  g.fill();
  g.lineWidth = size * 0.025;
  g.stroke();
  g.fillStyle = '#1e1b4b';
  g.font = `bold ${Math.round(size * 0.09)}px system-ui, sans-serif`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText('LOGO', size / 2, size / 2);
  const { data } = g.getImageData(0, 0, size, size);
  return { width: size, height: size, data };
}
