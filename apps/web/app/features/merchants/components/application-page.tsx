import type { TRole } from '@utsab/shared/schemas/auth'
import type { TMerchantApplication } from '@utsab/shared/schemas/merchants'
import { useSubmitApplication } from '../api/application'
import { applicationView } from '../lib/application-view'
import { ApplicationForm } from './application-form'
import { AdminsDoNotApply, AlreadyMerchant, DeclinedApplication, PendingApplication } from './application-status'

type TApplicationPageProps = { email: string; role: TRole; application: TMerchantApplication | null }

/**
 * /become-merchant's content: the form, or where the viewer stands. It owns the submission, so the
 * toast and the switch to the pending status happen even though the form goes away when it succeeds.
 */
export function ApplicationPage({ email, role, application }: TApplicationPageProps) {
  const submit = useSubmitApplication()
  const justSent = submit.isPending || submit.isSuccess
  const view = applicationView(role, submit.data?.application ?? application)
  switch (view.kind) {
    case 'admin':
      return <AdminsDoNotApply />
    case 'merchant':
      return <AlreadyMerchant />
    case 'pending':
      return <PendingApplication application={view.application} focus={justSent} />
    case 'form':
      return (
        <div className="flex flex-col gap-8">
          {view.declined && <DeclinedApplication application={view.declined} />}
          <ApplicationForm key={view.declined?.id ?? 'new'} email={email} declined={view.declined} send={submit.mutateAsync} />
        </div>
      )
  }
}
