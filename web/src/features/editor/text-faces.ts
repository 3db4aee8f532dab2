import faceInter from '@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf?url';
import faceMontserrat from '@expo-google-fonts/montserrat/900Black/Montserrat_900Black.ttf?url';
import faceMontserratSemibold from '@expo-google-fonts/montserrat/600SemiBold/Montserrat_600SemiBold.ttf?url';
import faceAnton from '@expo-google-fonts/anton/400Regular/Anton_400Regular.ttf?url';
import faceBebasNeue from '@expo-google-fonts/bebas-neue/400Regular/BebasNeue_400Regular.ttf?url';
import faceOswald from '@expo-google-fonts/oswald/700Bold/Oswald_700Bold.ttf?url';
import facePlayfairDisplay from '@expo-google-fonts/playfair-display/700Bold/PlayfairDisplay_700Bold.ttf?url';
import faceAbrilFatface from '@expo-google-fonts/abril-fatface/400Regular/AbrilFatface_400Regular.ttf?url';
import faceRye from '@expo-google-fonts/rye/400Regular/Rye_400Regular.ttf?url';
import facePacifico from '@expo-google-fonts/pacifico/400Regular/Pacifico_400Regular.ttf?url';
import faceRighteous from '@expo-google-fonts/righteous/400Regular/Righteous_400Regular.ttf?url';
import faceJosefinSans from '@expo-google-fonts/josefin-sans/600SemiBold/JosefinSans_600SemiBold.ttf?url';
import faceCaveat from '@expo-google-fonts/caveat/700Bold/Caveat_700Bold.ttf?url';
import faceFredoka from '@expo-google-fonts/fredoka/700Bold/Fredoka_700Bold.ttf?url';
import faceLilitaOne from '@expo-google-fonts/lilita-one/400Regular/LilitaOne_400Regular.ttf?url';
import { hasTextFont, registerTextFont } from '../../../../core/src/text/font-cache';
import type { TextFontId } from '../../../../core/src/text/fonts';

/**
 * The text faces' TTF files, bundled as assets from the same packages the server reads (core/src/text/fonts.ts names
 * them), so text glyphs land on the same pixels in the preview and in server exports. A face is fetched on first use.
 */
const FACE_URLS: Record<TextFontId, string> = {
  'inter': faceInter,
  'montserrat': faceMontserrat,
  'montserrat-semibold': faceMontserratSemibold,
  'anton': faceAnton,
  'bebas-neue': faceBebasNeue,
  'oswald': faceOswald,
  'playfair-display': facePlayfairDisplay,
  'abril-fatface': faceAbrilFatface,
  'rye': faceRye,
  'pacifico': facePacifico,
  'righteous': faceRighteous,
  'josefin-sans': faceJosefinSans,
  'caveat': faceCaveat,
  'fredoka': faceFredoka,
  'lilita-one': faceLilitaOne,
};

const loading = new Map<TextFontId, Promise<void>>();

/** Registers the face with the text renderer (once); resolves when it can draw. */
export function loadTextFont(id: TextFontId): Promise<void> {
  if (hasTextFont(id)) return Promise.resolve();
  let pending = loading.get(id);
  if (!pending) {
    pending = fetch(FACE_URLS[id])
      .then((response) => {
        if (!response.ok) throw new Error(`Text face ${id}: ${response.status}`);
        return response.arrayBuffer();
      })
      .then((bytes) => void registerTextFont(id, bytes));
    pending.catch(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}
