// Stands in for `tslib` in the browser build of @docusaurus/utils-common
// (see tslibHelpers.ts): the one helper that package's client entry calls.
'use strict';

/**
 * Default-import interop: a CommonJS module becomes `{default: module}`.
 * @param {unknown} module
 */
exports.__importDefault = function importDefault(module) {
  return module && /** @type {{__esModule?: boolean}} */ (module).__esModule
    ? module
    : {default: module};
};
