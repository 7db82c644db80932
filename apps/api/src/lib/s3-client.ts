// An S3 client made as the object store makes its own, for the backup commands and the tests
// that read a bucket directly. Loads the AWS SDK as it is imported; the server does not import it.
import { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { s3ClientConfig } from './s3-object-store.ts';

export function createS3Client(config: S3Config): S3Client {
  return new S3Client(s3ClientConfig(config));
}
