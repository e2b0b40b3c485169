import { createContext, useContext } from "react";

/** The per-request CSP nonce, given by entry.server.tsx; empty in the browser, which hides it. */
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
