// `npm run templates:build [-- <category|id> …]`: renders the recipes in tools/templates/recipes/ into
// web/public/templates/<id>/ and core/src/templates/*.generated.ts (all of them, or only those named).
import { buildTemplates } from './lib/build/index';

await buildTemplates(process.argv.slice(2));
