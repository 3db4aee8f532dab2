/** Copy-paste examples for /developers, built for the origin the page is served from. */

/** A 64 px orange dot as a PNG data URL: a design small enough to paste into a shell. */
export const SAMPLE_DESIGN =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABAAgMAAADXB5lNAAAADFBMVEX1ngtMaXH1ngr1nglGnkCfAAAABHRSTlP/AJU+oMEDnwAAAAlwSFlzAAALEwAACxMBAJqcGAAAAOBJREFUOI21k7sRwkAMRB9mCAgIKYE+KIGABUeMSyAmchOUQUhOE/TDnO3zCYmAz6BMb+Z0+uwiF3wNTm11seAAcDWgTaAqoE45rEZw68E0g12fw3kAmwxmAxhe0L1B2ucc7h3YFrDswFiCVASpKWDegbEmqSpSyUlZaSvFWdhPYCnyZH2shP0VZkJHCxbCtgFzobUFE2H7gqno95mjegvwFPoTaD9v7OaHW/vxG7+go1/hxi+59mfY+kPt/Cn1NIpeyaGxbeiVpILogiyDcKO0g/iDPaKBgsWiCYNNf/P+A7ROlzcn7KyKAAAAAElFTkSuQmCC';

export const SAMPLE_TEMPLATE = 't-shirts-1';

const renderBody = (design: string) =>
  JSON.stringify({ templateId: SAMPLE_TEMPLATE, design, placement: { x: 50, y: 40, size: 0.8, rotation: 0 }, color: '#1e3a8a', width: 1200 });

export const curlRender = (origin: string) => `export MOCKUP_API_KEY=ms_live_your_key_here
curl -sS -X POST ${origin}/api/v1/renders \\
  -H "Authorization: Bearer $MOCKUP_API_KEY" -H "Content-Type: application/json" \\
  -d '${renderBody(SAMPLE_DESIGN)}' \\
  -o mockup.png`;

export const typescriptRender = (origin: string) => `// Node 18+: save as render.mts, run with: MOCKUP_API_KEY=… npx tsx render.mts logo.png
import { readFile, writeFile } from 'node:fs/promises';

const design = \`data:image/png;base64,\${(await readFile(process.argv[2] ?? 'logo.png')).toString('base64')}\`;
const response = await fetch('${origin}/api/v1/renders', {
  method: 'POST',
  headers: { Authorization: \`Bearer \${process.env.MOCKUP_API_KEY}\`, 'Content-Type': 'application/json' },
  body: JSON.stringify({
    templateId: '${SAMPLE_TEMPLATE}',
    design,
    placement: { x: 50, y: 40, size: 0.8, rotation: 0 },
    color: '#1e3a8a',
    width: 2048,
  }),
});
if (!response.ok) throw new Error((await response.json()).detail); // problem+json
await writeFile('mockup.png', Buffer.from(await response.arrayBuffer()));`;

export const curlBatch = (origin: string) => `# design: your design as a data URL (shortened here)
curl -sS -X POST ${origin}/api/v1/renders/batch \\
  -H "Authorization: Bearer $MOCKUP_API_KEY" -H "Content-Type: application/json" \\
  -d '{"design":"${SAMPLE_DESIGN.slice(0, 30)}…","placement":{"x":50,"y":40,"size":0.8,"rotation":0},
       "colors":["#ffffff","#000000"],"categories":["t-shirts"],"width":2048,
       "webhookUrl":"https://example.com/hooks/mockups"}'
# → 202 {"batchId":"…","statusUrl":"…/api/v1/renders/batch/…","zipUrl":"…/zip"}`;

export const typescriptVerify = `import crypto from 'node:crypto';

/** True when a webhook really came from Mockup Studio and is fresh. \`rawBody\` is the body as received. */
export function verifyMockupWebhook(secret: string, header: string, rawBody: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2)));
  const timestamp = Number(parts.t);
  if (!parts.v1 || Math.abs(Date.now() / 1000 - timestamp) > 300) return false; // 5-minute replay window
  const expected = crypto.createHmac('sha256', secret).update(\`\${timestamp}.\${rawBody}\`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}`;

const LOGO = { x: 50, y: 35, size: 0.8, rotation: 0 };
const UNDER = { x: 50, y: 80, size: 1, rotation: 0 };

export const curlLayers = (origin: string) => `# Layers per print area (names from GET /templates → printAreas); a JPEG this time
curl -sS -X POST ${origin}/api/v1/renders \\
  -H "Authorization: Bearer $MOCKUP_API_KEY" -H "Content-Type: application/json" \\
  -d '${JSON.stringify({
    templateId: SAMPLE_TEMPLATE,
    color: '#ffffff',
    width: 2048,
    format: 'jpeg',
    quality: 90,
    areas: {
      front: {
        layers: [
          { type: 'image', design: SAMPLE_DESIGN, placement: LOGO },
          { type: 'text', text: 'EST. 2024', font: 'montserrat', color: '#111111', size: 0.08, letterSpacing: 100, placement: UNDER },
        ],
      },
      back: { layers: [{ type: 'text', text: 'MOCKUP STUDIO', arc: 60, placement: { x: 50, y: 20, size: 1, rotation: 0 } }] },
    },
  })}' \\
  -o mockup.jpg`;

export const curlPsdAreas = (origin: string) => `# An imported Photoshop template: a design of its own in each smart object, by its layer name
# (templateId and names from GET /templates → ownTemplates[].id and .printAreas[].name)
curl -sS -X POST ${origin}/api/v1/renders \\
  -H "Authorization: Bearer $MOCKUP_API_KEY" -H "Content-Type: application/json" \\
  -d '${JSON.stringify({
    templateId: 'own-Xq3vT0b1Yk9pL2mN',
    color: '#ffffff',
    width: 2048,
    areas: {
      'Front design': { layers: [{ type: 'image', design: SAMPLE_DESIGN, placement: { x: 50, y: 50, size: 1, rotation: 0 } }] },
      'Sleeve design': { layers: [{ type: 'text', text: 'EST. 2024', placement: { x: 50, y: 50, size: 1, rotation: 0 } }] },
    },
  })}' \\
  -o mockup.png`;

export const curlPrintFile = (origin: string) => `# The front's artwork alone at its real size, 300 DPI, transparent background
curl -sS -X POST ${origin}/api/v1/print-files \\
  -H "Authorization: Bearer $MOCKUP_API_KEY" -H "Content-Type: application/json" \\
  -d '${JSON.stringify({
    templateId: SAMPLE_TEMPLATE,
    area: 'front',
    dpi: 300,
    layers: [
      { type: 'image', design: SAMPLE_DESIGN, placement: LOGO },
      { type: 'text', text: 'EST. 2024', size: 0.08, placement: UNDER },
    ],
  })}' \\
  -o print-front.png`;
