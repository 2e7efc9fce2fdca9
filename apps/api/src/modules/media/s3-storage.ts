import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { cacheControlOf } from './media-keys'
import { assertSafeKey, contentTypeOf, type MediaStorage } from './media-storage'

export type S3Config = {
  bucket: string
  region: string
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)

/**
 * Objects in a bucket, through the official SDK. A custom endpoint (MinIO, R2, s3rver…) gets path-style
 * addressing; checksums are sent only where S3 requires them, which every S3-compatible server accepts.
 */
export function createS3Storage(config: S3Config): MediaStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: Boolean(config.endpoint),
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = config.bucket

  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertSafeKey(key)
      // the cache policy travels with the object, so a CDN in front of the bucket serves it the same way
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: cacheControlOf(key),
        }),
      )
    },
    async get(key) {
      assertSafeKey(key)
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        const body = Buffer.from(await object.Body!.transformToByteArray())
        return { body, contentType: object.ContentType ?? contentTypeOf(key) }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async delete(key) {
      assertSafeKey(key)
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
    },
    async exists(key) {
      assertSafeKey(key)
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }))
        return true
      } catch (error) {
        if (isMissing(error)) return false
        throw error
      }
    },
    async list(prefix) {
      const keys: string[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
        )
        keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])))
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return keys.sort()
    },
  }
}
