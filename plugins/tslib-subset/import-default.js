// The one tslib helper @docusaurus/utils-common calls in the browser (see
// ./index.ts), with tslib's own definition.
'use strict';
/* global exports */

exports.__importDefault = function (mod) {
  return mod && mod.__esModule ? mod : {default: mod};
};
