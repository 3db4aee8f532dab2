import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { hasTextFont, registerTextFont } from '../../../core/src/text/font-cache';
import { TEXT_FONT_IDS, textFontModule, type TextFontId } from '../../../core/src/text/fonts';

const require = createRequire(import.meta.url);

/** Registers the text faces the layers name (all of them when none are named) from node_modules, once per thread. */
export function loadTextFonts(ids: readonly TextFontId[] = TEXT_FONT_IDS): void {
  for (const id of ids) if (!hasTextFont(id)) registerTextFont(id, readFileSync(require.resolve(textFontModule(id))));
}
