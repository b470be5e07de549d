/**
 * What must hold before the first paint, on every full load (SSR and static
 * export alike), so nothing flashes:
 *  - the theme: localStorage `theme` ("light" | "dark" | "auto", anything else
 *    is auto) → `dark` class and `data-theme` on <html>;
 *  - the remembered code tab: localStorage `code-tab` → `data-code-tab` on
 *    <html> and a style that shows that tab in every group having it (the
 *    groups are not parsed yet, so CSS does it; behaviour/code-tabs.ts then
 *    sets the same choice on the elements and drops the style).
 * behaviour/theme.ts and behaviour/code-tabs.ts apply the same rules later.
 */
import { CODE_TAB_KEY, CODE_TAB_STYLE_ID, THEME_KEY } from "./storage-keys";

export { CODE_TAB_KEY, CODE_TAB_STYLE_ID, THEME_KEY };

export type ThemeMode = "light" | "dark" | "auto";

export const BEFORE_PAINT_SCRIPT =
  `(function(){var e=document.documentElement,s;try{s=localStorage}catch(_){return}` +
  // theme
  `try{var t=s.getItem("${THEME_KEY}");if(t!=="light"&&t!=="dark")t="auto";` +
  `var d=t==="dark"||(t==="auto"&&matchMedia("(prefers-color-scheme: dark)").matches);e.classList.toggle("dark",d);e.dataset.theme=t}catch(_){}` +
  // code tab
  `try{var c=s.getItem("${CODE_TAB_KEY}");if(c&&window.CSS&&CSS.escape){e.dataset.codeTab=c;var q='[data-tab="'+CSS.escape(c)+'"]',g=".code-tabs:has(>[role=tabpanel]"+q+")",st=document.createElement("style");` +
  `st.id="${CODE_TAB_STYLE_ID}";st.textContent=g+">[role=tabpanel]{display:none}"+g+">[role=tabpanel]"+q+"{display:block}"+g+" [role=tab]{--tab-on:0}"+g+" [role=tab]"+q+"{--tab-on:1}";document.head.appendChild(st)}}catch(_){}})()`;
