import { createContext, useContext } from 'react'

/**
 * The nonce of this page's Content-Security-Policy (set by the server for each render). Only the
 * server render needs it; in the browser it is empty, as browsers hide nonces from the DOM.
 */
export const NonceContext = createContext('')
export const useNonce = () => useContext(NonceContext)
