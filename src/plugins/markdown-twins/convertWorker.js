// A worker thread that converts the <main> of built pages to Markdown (see
// convertPool.ts). It loads the converter's TypeScript with jiti, as
// Docusaurus loads the site's plugins.
'use strict';

// A CommonJS module: a worker thread runs it as it is.
/* eslint-disable @typescript-eslint/no-require-imports */
const {parentPort} = require('node:worker_threads');
const jiti = require('jiti')(__filename, {cache: true});
/* eslint-enable @typescript-eslint/no-require-imports */

/** @type {typeof import('./htmlToMarkdown')} */
const {convertMain} = jiti('./htmlToMarkdown.ts');

if (!parentPort) {
  throw new Error('convertWorker.js runs as a worker thread only.');
}
const port = parentPort;

port.on(
  'message',
  /** @param {{id: number, main: string, pageUrl: string}} task */
  ({id, main, pageUrl}) => {
    try {
      port.postMessage({id, converted: convertMain(main, pageUrl)});
    } catch (error) {
      port.postMessage({
        id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  },
);
