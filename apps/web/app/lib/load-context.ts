import type { TLoadContext } from '@utsab/shared/load-context'

/** The server hands every render `context.api` and `context.origin` (see packages/shared/src/load-context.ts). */
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends TLoadContext {}
}

export {}
