import { useRouteLoaderData } from 'react-router'
import type { TMe } from '@utsab/shared/schemas/auth'
import { GUEST_ME } from '../lib/me'

/** The root loader's /api/me answer: what the server render knew. */
export const useLoaderMe = () => (useRouteLoaderData('root') as { me?: TMe } | undefined)?.me ?? GUEST_ME
