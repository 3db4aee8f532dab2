import { loadConfig } from './config';
import { DataDirLockedError } from './db/lock';
import { createLogger } from './logger';
import { startServer } from './server';

const loaded = loadConfig(process.env);
if (!loaded.ok) {
  console.error(`Invalid configuration:\n${loaded.errors.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
const logger = createLogger(loaded.config.logLevel);

try {
  const server = await startServer(loaded.config, logger);
  let signals = 0;
  const shutdown = (signal: NodeJS.Signals) => {
    if (++signals > 1) process.exit(1);
    logger.info({ signal }, 'shutting down');
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Port ${loaded.config.port} is already in use. Stop the other program or set PORT to a free port.`);
  } else {
    logger.fatal({ err: error }, 'server failed to start');
  }
  process.exit(1);
}
