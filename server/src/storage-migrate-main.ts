// `npm run storage:migrate`: copies DATA_DIR/files (the local driver's folder) into the S3 bucket the S3_* settings
// name. Safe to run again: what is already there is skipped.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { copyFolderToBucket } from './services/storage-migrate';
import { createS3Storage } from './services/storage-s3';

const loaded = loadConfig(process.env);
if (!loaded.ok) {
  console.error(`Invalid configuration:\n${loaded.errors.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
const { config } = loaded;
if (!config.s3) {
  console.error('npm run storage:migrate needs S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID… as the servers will use them): the bucket to copy into.');
  process.exit(1);
}
const source = path.join(config.dataDir, 'files');
if (!fs.existsSync(source)) {
  console.error(`Nothing to copy: ${source} does not exist. Set DATA_DIR to the folder the server used.`);
  process.exit(1);
}

const bucket = createS3Storage(config.s3);
const target = `s3://${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`;
try {
  await bucket.check();
} catch (error) {
  console.error(`Cannot reach ${target}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

console.log(`Copying ${source} to ${target}…`);
const report = await copyFolderToBucket(source, bucket, (done, total) => {
  if (done % 100 === 0 || done === total) console.log(`  ${done} of ${total} files`);
});
for (const { key, error } of report.failed) console.error(`  failed: ${key}: ${error}`);
const files = (n: number) => `${n} file${n === 1 ? '' : 's'}`;
const megabytes = (report.copiedBytes / 1024 / 1024).toFixed(1);
console.log(
  `Copied ${files(report.copied)} (${megabytes} MB); ${files(report.alreadyThere)} already there; ${report.failed.length} failed.`,
);
process.exit(report.failed.length ? 1 : 0);
