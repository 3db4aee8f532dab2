import type { TestProject } from 'vitest/node';
import { startTempPostgres } from '../../support/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/** One real PostgreSQL server for the whole integration run. */
export default async function setup(project: TestProject) {
  const postgres = await startTempPostgres();
  project.provide('postgresUrl', postgres.url);
  return () => postgres.stop();
}
