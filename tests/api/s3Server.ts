/**
 * An S3-compatible server on loopback for the tests (s3rver), with one bucket, its files in a
 * temporary folder removed at the end. Its default credentials are S3RVER / S3RVER.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../../server/uploads/s3Uploads';

export interface TestS3 {
  config: S3Config;
  /** The same settings as the environment variables `npm start` reads. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startS3(bucket = 'bilheteria-uploads'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'bilheteria-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const config: S3Config = { url: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    config,
    env: { S3_URL: config.url, S3_BUCKET: bucket, S3_REGION: config.region, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    async stop() {
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
