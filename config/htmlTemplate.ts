/**
 * The HTML page every route is rendered into (Docusaurus' `ssrTemplate`
 * option, an Eta template).
 *
 * It differs from Docusaurus' own page in one way: the entry scripts are not
 * `<script defer>` tags, which the browser starts downloading as soon as it
 * reads them, while it still waits for the stylesheet. They are listed as
 * data, and a small inline script adds them once the page has painted its
 * first content. On a slow connection the stylesheet then has the bandwidth
 * to itself and the text shows sooner; the page works as before a moment
 * later (its HTML is complete and readable without scripts).
 *
 * The scripts are added at once when the page cannot tell when it paints:
 * in a background tab (it paints only when shown), or in a browser without
 * paint timing. The home page keeps the usual deferred tags: its check for a
 * wrong base URL (`baseUrlIssueBanner`) takes "no Docusaurus object by
 * DOMContentLoaded" to mean the scripts failed to load.
 *
 * The list holds the page's route chunks too (server rendering reports them,
 * see the core patch), so they download beside the entry scripts instead of
 * after the entry script has run and asked for them. The entry script
 * (`main.js`) comes last: the chunks have run by the time it renders, and
 * the runtime needs no chunk hash map for them
 * (src/plugins/workarounds/chunkHashMap.ts).
 */

/** Id of the element listing the entry scripts (a JSON array of URLs). */
export const entryScriptsId = '__docusaurus-entry-scripts';

/**
 * Takes a script that failed to load out of the page. The page's route
 * chunks run before the entry script; when one fails, the bundler's runtime
 * later asks for it again and, finding a script element with its URL,
 * would wait for that element's (long past) load or error event forever.
 * Without the element it adds a new one, which loads or reports the error
 * (the page then offers to retry).
 */
export const failedScriptRemover = `addEventListener("error",function(e){var t=e.target;t instanceof HTMLScriptElement&&t.remove()},!0)`;

/**
 * Adds the listed scripts in order (`async = false` keeps their order of
 * execution, which the runtime chunk needs), once.
 */
export const entryScriptLoader = `!function(){var d=document,done=!1,P=window.PerformanceObserver;function add(){done||(done=!0,JSON.parse(d.getElementById("${entryScriptsId}").textContent).forEach(function(src){var s=d.createElement("script");s.src=src;s.async=!1;d.head.appendChild(s)}))}"visible"===d.visibilityState&&P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0?(new P(add).observe({type:"paint",buffered:!0}),d.addEventListener("visibilitychange",add)):add()}()`;

/** The page's scripts with the entry script last (see above). */
const orderScripts = `<% const scripts = [...it.scripts].sort((a, b) => /(^|\\/)main\\.\\w+\\.js$/.test(a) - /(^|\\/)main\\.\\w+\\.js$/.test(b)) %>`;

/** The script URLs as JSON that cannot close the element holding it. */
const scriptList = `JSON.stringify(scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c')`;

// Kept short: the site's configuration, this template included, is also
// part of the JavaScript every page loads.
export const htmlTemplate = `${orderScripts}<!DOCTYPE html><html <%~ it.htmlAttributes %>><head><meta charset="UTF-8"><meta name="generator" content="Docusaurus v<%= it.version %>"><%~ it.metaAttributes.join('') %><%~ it.headTags %><% it.stylesheets.forEach((href) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= href %>"><% }) %><script>${failedScriptRemover}</script><% if (it.metaAttributes.some((tags) => tags.includes('insertBanner'))) { %><% scripts.forEach((src) => { %><script src="<%= it.baseUrl %><%= src %>" defer></script><% }) %><% } else { %><script type="application/json" id="${entryScriptsId}"><%~ ${scriptList} %></script><script>${entryScriptLoader}</script><% } %></head><body <%~ it.bodyAttributes %>><%~ it.preBodyTags %><div id="__docusaurus"><%~ it.appHtml %></div><%~ it.postBodyTags %></body></html>`;

/**
 * A built page without the content of its entry script list. The list
 * names hashed files, the runtime among them, whose name changes whenever
 * any chunk of the site changes; steps that read a page for anything else
 * (its text, its inline scripts: the list is data, not a script) key their
 * caches on the rest, so an edit to one page does not make every page new.
 */
export function withoutEntryScriptList(html: string): string {
  // The HTML minifier drops the quotes around the id.
  const opening = new RegExp(`id="?${entryScriptsId}"?>`).exec(html);
  if (!opening) {
    return html;
  }
  const start = opening.index + opening[0].length;
  const end = html.indexOf('</script>', start);
  return end === -1 ? html : html.slice(0, start) + html.slice(end);
}
