/** The part of s3rver (a test-only S3 server, JavaScript without types) that the tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  export default class S3rver {
    constructor(options: {
      address?: string
      port?: number
      silent?: boolean
      directory: string
      resetOnClose?: boolean
      configureBuckets?: { name: string }[]
    })
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
