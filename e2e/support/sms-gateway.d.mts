import type { Server } from 'node:http'

export type TGatewaySms = {
  msisdn: string
  to: string
  sms: string
  csmsId: string
  referenceId: string
  smsType: string
  receivedAt: string
}
export function createSmsGateway(account: { token: string; sid: string }): { server: Server; messages: TGatewaySms[] }
