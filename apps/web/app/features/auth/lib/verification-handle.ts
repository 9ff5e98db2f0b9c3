/**
 * A route handle for pages that explain the need to verify in their own content (with `VerifyEmailFirst`):
 * the banner under the header stays away there, so the page does not say it twice. Kept apart from the
 * banner's module, which loads only for unverified accounts.
 */
export const EXPLAINS_VERIFICATION = { explainsVerification: true } as const

export const explainsVerification = (handle: unknown) => typeof handle === 'object' && handle !== null && 'explainsVerification' in handle
