/** For tests: the products' model files from web/public/models/, as the page would fetch them. */
import hoodieFile from '../../../../public/models/hoodie.glb?inline';
import mugFile from '../../../../public/models/mug.glb?inline';
import caseFile from '../../../../public/models/phone-case.glb?inline';
import bottleFile from '../../../../public/models/bottle.glb?inline';
import phoneFile from '../../../../public/models/phone.glb?inline';
import teeFile from '../../../../public/models/t-shirt.glb?inline';
import { takeModelFile } from './models';

const FILES = { 't-shirt': teeFile, hoodie: hoodieFile, mug: mugFile, bottle: bottleFile, phone: phoneFile, 'phone-case': caseFile } as const;

/** A model file's bytes (Vite inlines it as a data URL). */
export function modelFileBytes(type: keyof typeof FILES): ArrayBuffer {
  const text = atob(FILES[type].slice(FILES[type].indexOf(',') + 1));
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes.buffer;
}

/** Loads every product's model file, so productModel() can draw it. */
export async function loadModelFiles(): Promise<void> {
  for (const type of Object.keys(FILES) as (keyof typeof FILES)[]) await takeModelFile(type, modelFileBytes(type));
}
