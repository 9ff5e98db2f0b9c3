import { useState } from 'react'
import { ApiError, newIdempotencyKey } from './api'

/** The key of the action under way: kept until the server has answered it (see useIdempotencyKey). */
export function idempotencyKeyHolder() {
  let current: string | null = null
  return {
    get: () => (current ??= newIdempotencyKey()),
    /** For onSettled: keeps the key only when the request never reached the server (a retry is the same action). */
    settled: (error: unknown) => {
      if (!(error instanceof ApiError && error.code === 'network_error')) current = null
    },
  }
}

/**
 * One Idempotency-Key per user action, for a mutation that creates something: a double click (two
 * calls before the first is answered) and a retry after a network error send the same key, so the
 * server creates once; once the server has answered, the next submission is a new action with a new key.
 */
export function useIdempotencyKey() {
  return useState(idempotencyKeyHolder)[0]
}
