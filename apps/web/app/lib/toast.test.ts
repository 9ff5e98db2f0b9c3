import { beforeEach, describe, expect, it, vi } from 'vitest'

const active = new Set<string>()
const toast = Object.assign(vi.fn(), {
  success: vi.fn(),
  error: vi.fn(),
  info: vi.fn(),
  warning: vi.fn(),
  isActive: vi.fn((id: string) => active.has(id)),
  update: vi.fn(),
})
vi.mock('react-toastify', () => ({ toast }))

const { formToasts, notify } = await import('./toast')
/** Lets the lazy import of react-toastify resolve. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('notify', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    active.clear()
  })

  it('shows a toast with the form id when none of that form is on screen', async () => {
    notify.error('That did not work.', 'login')
    await settle()
    expect(toast.error).toHaveBeenCalledWith('That did not work.', { toastId: 'login' })
    expect(toast.update).not.toHaveBeenCalled()
  })

  it("replaces the form's toast on screen: a success takes the failure's place", async () => {
    active.add('login')
    formToasts('login').success('Welcome back.')
    await settle()
    expect(toast.success).not.toHaveBeenCalled()
    expect(toast.update).toHaveBeenCalledWith(
      'login',
      expect.objectContaining({ render: 'Welcome back.', type: 'success', autoClose: 5000 }),
    )
  })

  it('stacks toasts without an id as before', async () => {
    notify.info('One.')
    notify.info('Two.')
    await settle()
    expect(toast.info).toHaveBeenCalledTimes(2)
    expect(toast.info).toHaveBeenCalledWith('One.', undefined)
  })
})
