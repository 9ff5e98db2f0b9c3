import { describe, expect, it } from 'vitest'
import { redactAddresses, redactError } from './redact'

describe('addresses in the logs', () => {
  it("keep their domain and lose whose inbox they are, in a job's label and in a mail server's error", () => {
    expect(redactAddresses('rahim.uddin+book@example.com.bd: Your Utsab booking')).toBe('[redacted]@example.com.bd: Your Utsab booking')
    const refused = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <nusrat@mail.example>: unknown user"),
      {
        code: 'EENVELOPE',
        responseCode: 550,
      },
    )
    expect(redactError(refused)).toEqual({
      type: 'Error',
      message: "Can't send mail - all recipients were rejected: 550 5.1.1 <[redacted]@mail.example>: unknown user",
      code: 'EENVELOPE',
      responseCode: 550,
    })
    expect(redactAddresses('email job for no one')).toBe('email job for no one')
    expect(redactAddresses("<john.o'brien@example.com>")).toBe('<[redacted]@example.com>')
  })
})
