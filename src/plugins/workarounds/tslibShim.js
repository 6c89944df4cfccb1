// Stands in for `tslib` in the browser build of @docusaurus/utils-common
// (see tslibHelpers.ts): the one helper that package's client entry calls.
'use strict';

/** Default-import interop: a CommonJS module becomes `{default: module}`. */
exports.__importDefault = function importDefault(module) {
  return module && module.__esModule ? module : {default: module};
};
