/**
 * Where `npm start` keeps uploads: an S3-compatible bucket when S3_URL is set (several processes
 * share it), else DATA_DIR/uploads on the local disk.
 */
import path from 'node:path';
import { translatePtBR } from '../../src/shared/catalogue';
import { fsUploads } from './fsUploads';
import { s3Uploads, type S3Config } from './s3Uploads';
import type { Uploads } from './uploads';

/** A storage setting the server cannot work with: stops the start with a pt-BR message an operator can act on. */
export class UploadsConfigError extends Error {
  constructor(key: string, options?: Record<string, unknown>) {
    super(translatePtBR(key, options));
    this.name = 'UploadsConfigError';
  }
}

/** The S3 settings of the environment, or undefined without S3_URL. */
export function s3ConfigOf(env: NodeJS.ProcessEnv = process.env): S3Config | undefined {
  const url = env.S3_URL?.trim();
  if (!url) return undefined;
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new UploadsConfigError('server.uploads.s3NoBucket');
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new UploadsConfigError('server.uploads.s3HalfCredentials');
  return { url, bucket, region: env.S3_REGION?.trim() || 'us-east-1', accessKeyId, secretAccessKey };
}

/** The uploads store of a running server; an unreachable bucket stops the start. */
export async function uploadsFromEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): Promise<{ uploads: Uploads; where: string }> {
  const config = s3ConfigOf(env);
  if (!config) return { uploads: fsUploads(path.join(dataDir, 'uploads')), where: path.join(dataDir, 'uploads') };
  const uploads = s3Uploads(config);
  try {
    await uploads.check();
  } catch (err) {
    uploads.close();
    throw new UploadsConfigError('server.uploads.s3Unreachable', {
      bucket: config.bucket,
      url: config.url,
      error: err instanceof Error ? err.name || err.message : String(err),
    });
  }
  return { uploads, where: `${config.url.replace(/\/+$/, '')}/${config.bucket}` };
}
