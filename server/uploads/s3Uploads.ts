/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Ceph, Garage...), so every API process
 * reads what any of them wrote. Path-style addressing (`<url>/<bucket>/<key>`) works with every
 * such server, virtual hosts need DNS per bucket. Objects are private: our server still answers
 * /uploads/<key> with the upload headers (routes/uploads.ts).
 */
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertKey, contentTypeOfKey, isUploadKey, type Uploads } from './uploads';

export interface S3Config {
  /** The server's base URL (S3_URL), e.g. https://s3.sa-east-1.amazonaws.com or http://minio:9000. */
  url: string;
  bucket: string;
  region: string;
  /** Both or neither: without them the SDK's own chain (AWS_* variables, an instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

export interface S3Uploads extends Uploads {
  /** Throws when the bucket cannot be reached with these settings (checked at start). */
  check(): Promise<void>;
  close(): void;
}

const missing = (err: unknown) =>
  err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

export function s3Uploads(config: S3Config): S3Uploads {
  const client = new S3Client({
    endpoint: config.url,
    region: config.region,
    forcePathStyle: true,
    // Checksums only where S3 requires them: the SDK's newer defaults (CRC32 on every request and
    // answer) are refused or mangled by several S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
  });
  const Bucket = config.bucket;
  return {
    async put(key, bytes) {
      assertKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentTypeOfKey(key) }));
    },
    async get(key) {
      if (!isUploadKey(key)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      if (isUploadKey(key)) await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close: () => client.destroy(),
  };
}
