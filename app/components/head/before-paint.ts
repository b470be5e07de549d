/**
 * What must hold before the first paint, on every full load (SSR and static
 * export alike), so nothing flashes:
 *  - the theme: localStorage `theme` ("light" | "dark" | "auto", anything else
 *    is auto) → `dark` class and `data-theme` on <html>;
 *  - the remembered code tab: localStorage `code-tab` → `data-code-tab` on
 *    <html> and a style that shows that tab in every group having it (the
 *    groups are not parsed yet, so CSS does it; behaviour/code-tabs.ts then
 *    sets the same choice on the elements and drops the style).
 *  - scripting: `data-js` on <html>. Without it (JavaScript off) every code
 *    tab's panel shows, each under its label (app/styles/code.css), since no
 *    tab could be chosen;
 *  - code-tab clicks: one listener on the document from the first paint, so a
 *    click before the page's code arrives (seconds on a slow network) is not
 *    lost. It selects the label in every group that has it and remembers it,
 *    as behaviour/code-tab-choice.ts does for the keyboard.
 * behaviour/theme.ts and behaviour/code-tabs.ts apply the same rules later.
 */
import { CODE_TAB_KEY, CODE_TAB_STYLE_ID, THEME_KEY } from "./storage-keys";

export { CODE_TAB_KEY, CODE_TAB_STYLE_ID, THEME_KEY };

export type ThemeMode = "light" | "dark" | "auto";

/**
 * Shows label `l` in every tab group that has it (the elements' state, as
 * behaviour/code-tabs.ts's showCodeTab does), then, on a click, keeps the
 * clicked tab under the pointer, remembers the label and drops the
 * remembered tab's style (the elements now say what it said).
 */
const CODE_TAB_CLICKS =
  `function h(l){document.querySelectorAll(".code-tabs").forEach(function(g){var b=g.querySelectorAll(":scope>.code-header>[role=tablist]>[role=tab]"),k=0,i;` +
  `for(i=0;i<b.length;i++)if(b[i].getAttribute("data-tab")===l)k=1;if(k)for(i=0;i<b.length;i++){var o=b[i].getAttribute("data-tab")===l,p=document.getElementById(b[i].getAttribute("aria-controls"));` +
  `b[i].setAttribute("aria-selected",String(o));b[i].tabIndex=o?0:-1;if(p)p.hidden=!o}})}` +
  `document.addEventListener("click",function(v){var b=v.button===0&&v.target.closest&&v.target.closest(".code-tabs [role=tab]");if(!b)return;` +
  `var l=b.getAttribute("data-tab"),y=b.getBoundingClientRect().top,r=document.getElementById("${CODE_TAB_STYLE_ID}");if(r){h(e.dataset.codeTab);r.remove()}h(l);` +
  `window.scrollBy(0,b.getBoundingClientRect().top-y);e.dataset.codeTab=l;try{localStorage.setItem("${CODE_TAB_KEY}",l)}catch(_){}});`;

export const BEFORE_PAINT_SCRIPT =
  `(function(){var e=document.documentElement,s;e.setAttribute("data-js","");try{${CODE_TAB_CLICKS}}catch(_){}try{s=localStorage}catch(_){return}` +
  // theme
  `try{var t=s.getItem("${THEME_KEY}");if(t!=="light"&&t!=="dark")t="auto";` +
  `var d=t==="dark"||(t==="auto"&&matchMedia("(prefers-color-scheme: dark)").matches);e.classList.toggle("dark",d);e.dataset.theme=t}catch(_){}` +
  // code tab
  `try{var c=s.getItem("${CODE_TAB_KEY}");if(c&&window.CSS&&CSS.escape){e.dataset.codeTab=c;var q='[data-tab="'+CSS.escape(c)+'"]',g=".code-tabs:has(>[role=tabpanel]"+q+")",st=document.createElement("style");` +
  `st.id="${CODE_TAB_STYLE_ID}";st.textContent=g+">[role=tabpanel]{display:none}"+g+">[role=tabpanel]"+q+"{display:block}"+g+" [role=tab]{--tab-on:0}"+g+" [role=tab]"+q+"{--tab-on:1}";document.head.appendChild(st)}}catch(_){}})()`;
