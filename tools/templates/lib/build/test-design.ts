// A colourful test design (transparent background) for previews and the contact sheet.
import { createCanvas } from '@napi-rs/canvas';
import type { RgbaImage } from '../../../../core/src/render/types';

export function testDesign(width = 600, height = 600): RgbaImage {
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  const s = Math.min(width, height);
  const grad = g.createLinearGradient(0, 0, width, height);
  grad.addColorStop(0, '#f97316');
  grad.addColorStop(0.5, '#db2777');
  grad.addColorStop(1, '#4f46e5');
  g.fillStyle = grad;
  g.beginPath();
  g.arc(width / 2, height / 2, s * 0.46, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#fde68a';
  g.beginPath();
  for (let k = 0; k < 10; k++) {
    const r = k % 2 ? s * 0.13 : s * 0.3;
    const a = (k / 10) * Math.PI * 2 - Math.PI / 2;
    g.lineTo(width / 2 + r * Math.cos(a), height * 0.42 + r * Math.sin(a));
  }
  g.closePath();
  g.fill();
  g.fillStyle = '#ffffff';
  g.font = `bold ${Math.round(s * 0.11)}px sans-serif`;
  g.textAlign = 'center';
  g.fillText('MOCKUP', width / 2, height * 0.8);
  const data = g.getImageData(0, 0, width, height).data;
  return { width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}
