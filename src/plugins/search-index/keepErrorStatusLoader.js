// Webpack/Rspack loader for @docsearch/react 3.9.0 (dist/esm/index.js).
//
// When the search client fails, DocSearch sets its status to "error" so the
// modal shows "Unable to fetch results", but the autocomplete core it embeds
// resets the status to "idle" in a `finally` right after, so readers see
// "No results" instead, and the rejected request surfaces as an unhandled
// promise rejection. This loader keeps an "error" status until the next
// query and handles the rejection. It fails the build loudly if the code it
// patches is not there (e.g. after a DocSearch upgrade): check whether the
// bug is fixed, then update or drop this loader.
'use strict';

const buggy =
  '.finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))';
const fixed =
  '.catch((function(){})).finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))';

module.exports = function keepErrorStatusLoader(source) {
  if (!source.includes(buggy)) {
    throw new Error(
      'keepErrorStatusLoader: the DocSearch code it patches was not found. Check src/plugins/search-index/keepErrorStatusLoader.js.',
    );
  }
  return source.replace(buggy, fixed);
};

module.exports.buggy = buggy;
module.exports.fixed = fixed;
