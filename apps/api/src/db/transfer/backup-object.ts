// A backup kept in an S3-compatible bucket (`s3://bucket/key`): written to a local file first (the
// backup reads one snapshot and checks itself as it writes), then uploaded; a restore downloads it
// to a local file before anything is opened. The S3_* variables say how the service is reached
// (the same as STORAGE=s3 uses); STORAGE itself need not be s3.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.ts';
import { createS3Client } from '../../lib/s3-client.ts';
import { parseS3Url } from '../../lib/s3-object-store.ts';
import { TransferRefusal } from './session.ts';

export interface ObjectAddress {
  bucket: string;
  key: string;
}

/** The bucket and key of an `s3://` address; null for a local path; refused when malformed. */
export function objectAddressOf(target: string): ObjectAddress | null {
  if (!target.startsWith('s3://')) return null;
  const address = parseS3Url(target);
  if (!address) {
    throw new TransferRefusal(
      `${target} is not an s3://bucket/key address (a bucket name of 3 to 63 characters, then a key).`,
    );
  }
  return address;
}

const urlOf = (address: ObjectAddress) => `s3://${address.bucket}/${address.key}`;

function storeProblem(address: ObjectAddress, config: S3Config, error: unknown): TransferRefusal {
  const where = config.endpoint ?? `AWS S3 (${config.region})`;
  const reason =
    error instanceof S3ServiceException
      ? `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})`
      : error instanceof Error
        ? error.message || error.name
        : String(error);
  return new TransferRefusal(`${urlOf(address)} at ${where}: ${reason}.`);
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  error.$metadata.httpStatusCode === 404 &&
  error.name !== 'NoSuchBucket';

/** A folder of its own for the local copy, removed with it whatever happens. */
export async function withLocalCopy<T>(
  name: string,
  use: (file: string) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), 'haat-backup-'));
  try {
    return await use(path.join(folder, name));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Refuses a key that already holds an object: a backup never overwrites another. */
export async function assertNoObject(config: S3Config, address: ObjectAddress): Promise<void> {
  const client = createS3Client(config);
  try {
    await client.send(new HeadObjectCommand({ Bucket: address.bucket, Key: address.key }));
  } catch (error) {
    if (isNotFound(error)) return;
    throw storeProblem(address, config, error);
  } finally {
    client.destroy();
  }
  throw new TransferRefusal(`${urlOf(address)} already exists: name another key with --out.`);
}

export async function uploadBackup(
  config: S3Config,
  address: ObjectAddress,
  file: string,
): Promise<void> {
  const client = createS3Client(config);
  try {
    // One PUT: S3 takes up to 5 GB so; a shop's backup is far below that.
    await client.send(
      new PutObjectCommand({
        Bucket: address.bucket,
        Key: address.key,
        Body: createReadStream(file),
        ContentLength: (await stat(file)).size,
        ContentType: 'application/gzip',
      }),
    );
  } catch (error) {
    throw storeProblem(address, config, error);
  } finally {
    client.destroy();
  }
}

export async function downloadBackup(
  config: S3Config,
  address: ObjectAddress,
  file: string,
): Promise<void> {
  const client = createS3Client(config);
  try {
    const answer = await client.send(
      new GetObjectCommand({ Bucket: address.bucket, Key: address.key }),
    );
    if (!(answer.Body instanceof Readable)) throw new Error('the object has no body');
    await pipeline(answer.Body, createWriteStream(file));
  } catch (error) {
    if (isNotFound(error)) throw new TransferRefusal(`There is no object ${urlOf(address)}.`);
    throw storeProblem(address, config, error);
  } finally {
    client.destroy();
  }
}
