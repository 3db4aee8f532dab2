// FreeSewing's Aaron (a sleeveless A-shirt) ships JavaScript without types; the shape the tank draft reads.
/* eslint-disable @typescript-eslint/consistent-type-imports */
declare module '@freesewing/aaron' {
  export const Aaron: import('./freesewing-types').DesignClass;
}
