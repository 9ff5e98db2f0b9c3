import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

/** s3rver's built-in account: it checks each request's SigV4 signature against these. */
const S3RVER_KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }

/**
 * A real S3-protocol server (s3rver, objects in a temporary folder) on a free loopback port, with one
 * bucket, and the S3_* environment that points the app at it.
 */
export async function startS3Server(bucket = 'utsab-pictures') {
  const directory = await mkdtemp(path.join(tmpdir(), 'utsab-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    bucket,
    endpoint,
    /** The bucket's objects as browsers read them (path-style, anonymous GET). */
    publicUrl: `${endpoint}/${bucket}`,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', ...S3RVER_KEYS },
    close: async () => {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
