// A real S3-compatible server for tests (s3rver, on loopback, files in a temporary folder), the
// environment that points the shop at it, and an address where no store answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client } from '../src/lib/s3-client.ts';

/** s3rver's own fixed credentials: it checks every request's signature against them. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestObjectStore {
  endpoint: string;
  bucket: string;
  /** STORAGE=s3 and the S3_* variables for this server and bucket. */
  env: Record<string, string>;
  client: S3Client;
  /** Keys in the bucket under `prefix`, sorted. */
  keys(prefix?: string): Promise<string[]>;
  read(key: string): Promise<Buffer>;
  stop(): Promise<void>;
}

/** The variables of a store at `endpoint` (used with a dead address too). */
export function s3Environment(endpoint: string, bucket: string): Record<string, string> {
  return {
    STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'ap-south-1',
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}

/** Starts s3rver on 127.0.0.1 (a free port) and creates `bucket` in it. */
export async function startObjectStore(bucket = 'haat-test'): Promise<TestObjectStore> {
  const directory = mkdtempSync(path.join(tmpdir(), 'haat-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = createS3Client({
    endpoint,
    region: 'ap-south-1',
    credentials: CREDENTIALS,
    forcePathStyle: true,
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  let running = true;
  return {
    endpoint,
    bucket,
    env: s3Environment(endpoint, bucket),
    client,
    async keys(prefix = '') {
      const found: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const entry of page.Contents ?? []) if (entry.Key) found.push(entry.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found.sort();
    },
    async read(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
    },
    async stop() {
      if (!running) return;
      running = false;
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** An http:// address on 127.0.0.1 where nothing listens (a port taken and given back). */
export async function deadEndpoint(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  await new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
  return `http://127.0.0.1:${address.port}`;
}
