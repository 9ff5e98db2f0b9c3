import { queryOptions, useMutation, useQuery, useQueryClient } from '#app/lib/query'
import { callApi, type TResponseOf } from '#app/lib/api-client'
import { useSeed, type TSeed } from '#app/lib/loader-seed'
import { useRefetchMe } from '#app/lib/session'
import { useIdempotencyKey } from '#app/lib/use-idempotency-key'
import { notify } from '#app/lib/toast'
import { myApplicationEndpoint, submitApplicationEndpoint } from './endpoints'

export const APPLICATION_MUTATION_KEY = ['merchant-application'] as const

export type TMyApplication = TResponseOf<typeof myApplicationEndpoint>

export const myApplicationQuery = () =>
  queryOptions({ queryKey: ['merchant-application', 'mine'] as const, queryFn: () => callApi(myApplicationEndpoint) })

/** The viewer's latest application (or null), seeded by the route loader. */
export function useMyApplication(seed: TSeed<TMyApplication>) {
  const query = myApplicationQuery()
  return useQuery({ ...query, ...useSeed(query.queryKey, seed) }).data.application
}

/** Reads the viewer's application and session again (after a 409: one was sent from another tab, or they are a merchant now). */
export function useRefreshMyApplication() {
  const queryClient = useQueryClient()
  const refetchMe = useRefetchMe()
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: myApplicationQuery().queryKey }), refetchMe()])
}

/**
 * POST /api/merchant-applications (multipart). On success: the spec's toast (§8), then the session
 * (the role is now 'requested'; the header reads it from GET /api/me) and the viewer's application
 * are read again, so the page shows the pending application. The mutation stays pending until then,
 * so the submit button keeps its spinner and the page never shows the form again in between.
 */
export function useSubmitApplication() {
  const refresh = useRefreshMyApplication()
  const key = useIdempotencyKey()
  return useMutation({
    mutationKey: [...APPLICATION_MUTATION_KEY, 'submit'],
    mutationFn: (form: FormData) => callApi(submitApplicationEndpoint, { body: form, idempotencyKey: key.get() }),
    onSettled: (_data, error) => key.settled(error),
    // The spec's words come from the server, already in the page's language.
    onSuccess: async ({ message }) => {
      notify.success(message)
      await refresh()
    },
  })
}
