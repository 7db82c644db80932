// The object store on an S3-compatible service (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces,
// …) through @aws-sdk/client-s3. Every failure but "no such key" becomes StorageUnavailableError:
// the caller answers 503 and keeps no row pointing at a file that was not written.
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import {
  STORAGE_DOWN_MESSAGE,
  StorageUnavailableError,
  checkedKey,
  contentTypeOf,
  type ObjectStore,
} from './object-store.ts';

/**
 * The SDK warns once per process, on Node 20, that releases after January 2027 need Node 22: a
 * multi-line warning in every log and test run that the operator cannot act on until the whole
 * shop moves to Node 22. The SDK documents this variable to silence it; an operator's own value
 * is kept (docs/decisions/object-storage.md).
 */
function silenceNodeVersionWarning(): void {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
}

/** How every S3 client of ours is made: the store's own client and the backup commands'. */
export function s3ClientConfig(config: S3Config): S3ClientConfig {
  silenceNodeVersionWarning();
  return {
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer
    // default (CRC32 headers and trailers on every upload).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    // An upload waits at most this long for a store that does not answer (not the SDK's forever).
    requestHandler: { connectionTimeout: 5000, requestTimeout: 30_000 },
  };
}

type S3Sdk = typeof import('@aws-sdk/client-s3');
let sdkLoading: Promise<S3Sdk> | undefined;

/**
 * The AWS SDK is a quarter of a second of loading that only a shop with STORAGE=s3 uses: loaded
 * with the store's first call, not at every start of the server or a CLI.
 */
function loadSdk(): Promise<S3Sdk> {
  sdkLoading ??= import('@aws-sdk/client-s3');
  return sdkLoading;
}

/** `s3://bucket/key/with/slashes` → its parts; null for anything else. */
export function parseS3Url(url: string): { bucket: string; key: string } | null {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])\/(.+)$/.exec(url);
  if (!match?.[1] || !match[2]) return null;
  return { bucket: match[1], key: match[2] };
}

const statusOf = (sdk: S3Sdk, error: unknown) =>
  error instanceof sdk.S3ServiceException ? error.$metadata.httpStatusCode : undefined;

const isNotFound = (sdk: S3Sdk, error: unknown) =>
  statusOf(sdk, error) === 404 && (error as { name?: string }).name !== 'NoSuchBucket';

function unavailable(error: unknown): StorageUnavailableError {
  return new StorageUnavailableError(STORAGE_DOWN_MESSAGE, error);
}

export function createS3ObjectStore(config: S3Config & { bucket: string }): ObjectStore {
  let connecting: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;
  const connect = () => {
    connecting ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client(s3ClientConfig(config)),
    }));
    return connecting;
  };
  const Bucket = config.bucket;
  return {
    description: `s3://${Bucket}`,
    async put(key, bytes) {
      const Key = checkedKey(key);
      const { sdk, client } = await connect();
      try {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key,
            Body: bytes,
            ContentType: contentTypeOf(key),
          }),
        );
      } catch (error) {
        throw unavailable(error);
      }
    },
    async get(key, options) {
      const Key = checkedKey(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(
          new sdk.GetObjectCommand({ Bucket, Key }),
          options?.signal ? { abortSignal: options.signal } : {},
        );
        const bytes = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
        return {
          bytes,
          contentType: answer.ContentType ?? contentTypeOf(key),
          etag: answer.ETag ?? `"${bytes.length}"`,
          lastModified: answer.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isNotFound(sdk, error)) return null;
        throw unavailable(error);
      }
    },
    async exists(key) {
      const Key = checkedKey(key);
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (error) {
        if (isNotFound(sdk, error)) return false;
        throw unavailable(error);
      }
    },
    async removeFolder(prefix) {
      const Prefix = `${checkedKey(prefix)}/`;
      const { sdk, client } = await connect();
      try {
        let ContinuationToken: string | undefined;
        do {
          const page = await client.send(
            new sdk.ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }),
          );
          // One by one (a picture has a dozen files): DeleteObjects needs a Content-MD5 some
          // S3-compatible services compute differently.
          await Promise.all(
            (page.Contents ?? []).flatMap((entry) =>
              entry.Key
                ? [client.send(new sdk.DeleteObjectCommand({ Bucket, Key: entry.Key }))]
                : [],
            ),
          );
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
      } catch (error) {
        throw unavailable(error);
      }
    },
    async remove(key) {
      const Key = checkedKey(key);
      const { sdk, client } = await connect();
      try {
        // S3 answers 204 for a key that is not there too.
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
      } catch (error) {
        if (isNotFound(sdk, error)) return;
        throw unavailable(error);
      }
    },
  };
}
