/**
 * The contract between the server and the web's route loaders: the server hands each render an
 * `api` function that answers a request to its own /api in process, with the visitor's cookies.
 * Both sides depend on this type; neither imports the other.
 */
export type TApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  headers?: Record<string, string>
}
export type TApiResponse = { status: number; headers: Record<string, string | number | string[] | undefined>; json: () => unknown }
export type TApiFetch = (path: string, request?: TApiRequest) => Promise<TApiResponse>
export type TLoadContext = {
  api: TApiFetch
  origin: string
  /** The nonce of this response's Content-Security-Policy; scripts the render writes must carry it. */
  cspNonce: string
  /**
   * The page may be shared by every visitor without cookies (decision 045): it is rendered whole before
   * it is sent, and its scripts carry no nonce (its policy lists their hashes).
   */
  shared?: boolean
  /** API_CONTRACT_CHECKS: the web checks /api answers against their schemas (loaders, and the browser via <html data-api-checks="on">). */
  apiContractChecks: boolean
}
