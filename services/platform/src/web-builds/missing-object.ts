/** S3 (MinIO, s3rver) answers a missing key with one of these codes; the minio client passes them on. */
export function isMissingObject(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'NoSuchKey' || code === 'NotFound' || code === 'NoSuchObject';
}
