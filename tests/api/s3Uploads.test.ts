/**
 * Uploads in an S3-compatible bucket (S3_URL; s3rver on loopback here): an event image is stored
 * there, answered at the same /uploads URL with the same headers as from the disk, deleted with
 * its image; a bad setting stops the start with a message that says what to fix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { bearerOf, login, setup, type TestContext } from './helper';
import { startS3, type TestS3 } from './s3Server';
import { s3Uploads, type S3Uploads } from '../../server/uploads/s3Uploads';
import { s3ConfigOf, uploadsFromEnv } from '../../server/uploads/fromEnv';
import { UPLOAD_HEADERS } from '../../server/routes/uploads';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let s3: TestS3;
let uploads: S3Uploads;
let ctx: TestContext;
let token: string;

beforeAll(async () => {
  s3 = await startS3();
  uploads = s3Uploads(s3.config);
  ctx = await setup({ uploads });
  token = (await login(ctx.app, 'admin@demo.com.br')).accessToken;
});
afterAll(async () => {
  await ctx?.close();
  uploads?.close();
  await s3?.stop();
});

/** The object as the bucket holds it, or the S3 error's name. */
async function inBucket(key: string): Promise<Buffer | string> {
  const client = new S3Client({ endpoint: s3.config.url, region: s3.config.region, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  try {
    const out = await client.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: key }));
    return Buffer.from(await out.Body!.transformToByteArray());
  } catch (err) {
    return (err as Error).name;
  } finally {
    client.destroy();
  }
}

describe('uploads in S3', () => {
  it('an event image goes to the bucket and is served at its /uploads URL with the upload headers, until it is deleted', async () => {
    const api = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: bearerOf(token), ...(payload ? { payload } : {}) });
    const eventId = (await api('POST', '/api/events', { title: 'Na nuvem' })).json().id as string;
    const put = await api('PUT', `/api/events/${eventId}/images`, { data: `data:image/png;base64,${PNG.toString('base64')}` });
    expect(put.statusCode, put.body).toBe(200);
    const image = put.json().images[0] as { id: string; url: string };
    const key = image.url.replace(/^\/uploads\//, '');

    expect(await inBucket(key)).toEqual(PNG);
    const served = await ctx.app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(PNG);
    expect(served.headers).toMatchObject({ ...UPLOAD_HEADERS, 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable' });

    expect((await api('DELETE', `/api/events/${eventId}/images?imageId=${image.id}`)).statusCode).toBe(200);
    expect(await inBucket(key)).toBe('NoSuchKey');
    const gone = await ctx.app.inject({ url: image.url });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-security-policy']).toBe(UPLOAD_HEADERS['content-security-policy']);
  });

  it('a key that is not ours is never asked of the bucket', async () => {
    expect(await uploads.get('../segredo.png')).toBeNull();
    await expect(uploads.put('../segredo.png', PNG)).rejects.toThrow();
  });
});

describe('S3 settings', () => {
  it('without S3_URL the local disk is used; with it, the bucket, the region and both keys or neither', () => {
    expect(s3ConfigOf({})).toBeUndefined();
    expect(s3ConfigOf({ S3_URL: 'http://minio:9000', S3_BUCKET: 'imagens' })).toEqual({
      url: 'http://minio:9000',
      bucket: 'imagens',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    expect(() => s3ConfigOf({ S3_URL: 'http://minio:9000' })).toThrow('S3_URL está definido, mas falta S3_BUCKET');
    expect(() => s3ConfigOf({ S3_URL: 'http://minio:9000', S3_BUCKET: 'imagens', S3_ACCESS_KEY_ID: 'chave' })).toThrow(
      'Informe S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY juntos',
    );
  });

  it('a bucket that cannot be reached stops the start, naming it', async () => {
    await expect(uploadsFromEnv('/nao-usado', { ...s3.env, S3_BUCKET: 'nao-existe' })).rejects.toThrow(
      /^Não foi possível acessar o bucket nao-existe em http:\/\/127\.0\.0\.1:\d+ \(NotFound\)/,
    );
    const { uploads: ok, where } = await uploadsFromEnv('/nao-usado', s3.env);
    expect(where).toBe(`${s3.config.url}/${s3.config.bucket}`);
    (ok as S3Uploads).close();
  });
});
