import { useEffect, useLayoutEffect } from "react";

/** useLayoutEffect in the browser (runs before paint); nothing to do on the server, where it would warn. */
export const useBeforePaint = typeof document === "undefined" ? useEffect : useLayoutEffect;
