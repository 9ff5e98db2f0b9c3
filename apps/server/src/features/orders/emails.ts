import type { TOrder } from '@utsab/shared/schemas/orders'
import type { TMail } from '../../plugins/mail'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const bdt = (amount: number) => `${amount.toLocaleString('en-US')} BDT`

const line = (order: TOrder) =>
  `#${order.number} ${order.event} (${order.agencyName})${order.eventDate ? ` on ${order.eventDate}` : ''}: ${bdt(order.price)}${
    order.deliveryCharge ? ` + delivery ${bdt(order.deliveryCharge)}` : ''
  } = ${bdt(order.total)}`

/** Sent when orders are placed: what was ordered, what it costs, and how long a date is held. */
export function orderConfirmation(placed: TOrder[], origin: string, holdMinutes: number): TMail {
  const first = placed[0]!
  const dated = placed.some((order) => order.eventDate)
  const total = placed.reduce((sum, order) => sum + order.total, 0)
  const payUrl = `${origin}/payment/${first.id}`
  const text = [
    `Hello ${first.customer.name},`,
    '',
    'Thank you for your order on Utsab:',
    ...placed.map((order) => `- ${line(order)}`),
    '',
    `Total: ${bdt(total)}`,
    dated ? `Your dates are held for ${holdMinutes} minutes. Pay here to confirm them: ${payUrl}` : `Pay here: ${payUrl}`,
  ].join('\n')
  const html = `<p>Hello ${escapeHtml(first.customer.name)},</p><p>Thank you for your order on Utsab:</p><ul>${placed
    .map((order) => `<li>${escapeHtml(line(order))}</li>`)
    .join('')}</ul><p><strong>Total: ${bdt(total)}</strong></p><p>${
    dated ? `Your dates are held for ${holdMinutes} minutes. ` : ''
  }<a href="${escapeHtml(payUrl)}">Pay now</a></p>`
  return { to: first.customer.email, subject: `Your Utsab order #${first.number}`, text, html }
}
