/** The scene library's seeded noise, shared with the AI photo tools (a recipe renders the same pixels every time). */
export * from '../../../../core/src/scenes/noise';
