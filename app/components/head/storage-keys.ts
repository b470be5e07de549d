/** localStorage keys and element ids shared by the before-paint script and the browser code. */
export const THEME_KEY = "theme";
export const CODE_TAB_KEY = "code-tab";
export const CODE_TAB_STYLE_ID = "code-tab-before-paint";
