// The few FreeSewing shapes the garment drafts read (the packages ship JavaScript without types). Ambient module
// declarations cannot import a relative module, so the shapes are named by import() types.
/* eslint-disable @typescript-eslint/consistent-type-imports */
declare module '@freesewing/teagan' {
  export const Teagan: import('./freesewing-types').DesignClass;
}
declare module '@freesewing/hugo' {
  export const Hugo: import('./freesewing-types').DesignClass;
}
declare module '@freesewing/models' {
  export const cisMaleAdult: Record<string, Record<string, number>>;
  export const cisFemaleAdult: Record<string, Record<string, number>>;
}
declare module '@freesewing/sven' {
  export const Sven: import('./freesewing-types').DesignClass;
}
