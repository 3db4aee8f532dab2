/** Spec §9: the editor's preview canvas, and its download at multiplier 2 (what the site may promise of the editor). */
export const EDITOR_PREVIEW_SIZE = 600;
export const EDITOR_DOWNLOAD_SIZE = EDITOR_PREVIEW_SIZE * 2;
