import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRevalidator } from 'react-router'
import { MERCHANT_TEXTS, type TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { api } from '../../../lib/api'
import { useIdempotencyKey } from '../../../lib/use-idempotency-key'
import { ME_QUERY_KEY } from '../../../lib/query-keys'
import { notify } from '../../../lib/toast'

export const APPLICATION_MUTATION_KEY = ['merchant-application'] as const

/**
 * POST /api/merchant-applications (multipart). On success: the spec's toast (§8), then the session is
 * refreshed (the role is now 'requested'; the header reads it from GET /api/me) and the page's loader
 * runs again, so it shows the pending application. The mutation stays pending until then, so the
 * submit button keeps its spinner and the page never shows the form again in between.
 */
export function useSubmitApplication() {
  const queryClient = useQueryClient()
  const revalidator = useRevalidator()
  const key = useIdempotencyKey()
  return useMutation({
    mutationKey: [...APPLICATION_MUTATION_KEY, 'submit'],
    mutationFn: (form: FormData) =>
      api.postForm<{ application: TMerchantApplication; message: string }>('/api/merchant-applications', form, {
        idempotencyKey: key.get(),
      }),
    onSettled: (_data, error) => key.settled(error),
    onSuccess: async () => {
      notify.success(MERCHANT_TEXTS.requestSent)
      // Refetches ['me'] where it is cached; the root loader's answer (read when it is not) comes with the revalidation.
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, refetchType: 'all' })
      await revalidator.revalidate()
    },
  })
}
