/** The published portal, so documentation links in a terminal or CI log can be opened. */
export const PORTAL_URL = "https://integracao.classificados.example";
export const VALIDATOR_PAGE = "/ferramentas/validador.html";

export const absolute = (href: string, base: string = PORTAL_URL): string => `${base.replace(/\/$/, "")}${href}`;

/** Inline markdown of a message without the backticks (plain text for annotations). */
export const plain = (text: string): string => text.replace(/`([^`]*)`/g, "$1");
