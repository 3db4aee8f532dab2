/** The backdrops live in core's scene library, which the AI photo tools share: core/src/scenes/backdrops.ts. */
export * from '../../../../core/src/scenes/backdrops';
