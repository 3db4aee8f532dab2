/** The scene library's 0…1 RGB colour helpers, shared with the AI photo tools. */
export * from '../../../../core/src/scenes/colour';
