#!/usr/bin/env node
// Compiles Markdown/MDX files with the same Markdown pipeline as the docs
// (format detection, admonitions, npm2yarn, math, Mermaid) and parses every
// js/jsx/ts/tsx code block, without running a full site build. Writers use
// it to check their pages quickly:
//
//   node scripts/check-mdx.mjs docs/installation.mdx blog/**/*.mdx
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {compileToJSX} from '@docusaurus/mdx-loader/lib/utils.js';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import npm2yarn from '@docusaurus/remark-plugin-npm2yarn';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import {checkCodeBlocks} from './lib/codeBlocks.mjs';

const siteDir = process.cwd();
const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('usage: node scripts/check-mdx.mjs <file.md|file.mdx>...');
  process.exit(2);
}

/** @type {import('@docusaurus/mdx-loader/lib/options').Options} */
const options = {
  siteDir,
  staticDirs: [path.join(siteDir, 'static')],
  markdownConfig: {
    format: /** @type {const} */ ('detect'),
    mermaid: true,
    preprocessor: undefined,
    parseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
    mdx1Compat: {comments: true, admonitions: true, headingIds: true},
    anchors: {maintainCase: false},
    remarkRehypeOptions: undefined,
  },
  admonitions: {keywords: ['my-custom-admonition'], extendDefaults: true},
  remarkPlugins: [[npm2yarn, {sync: true}], remarkMath],
  rehypePlugins: [rehypeKatex],
  beforeDefaultRemarkPlugins: [],
  beforeDefaultRehypePlugins: [],
  recmaPlugins: [],
};

let failures = 0;
for (const file of files) {
  const source = await readFile(file, 'utf8');
  const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({
    filePath: file,
    fileContent: source,
  });
  const problems = [];
  try {
    // The loader's own steps: preprocessing (heading ids, admonition
    // titles), then the MDX processor.
    await compileToJSX({
      filePath: path.resolve(file),
      fileContent: content,
      frontMatter,
      options,
      compilerName: 'server',
    });
  } catch (error) {
    problems.push(`MDX: ${error instanceof Error ? error.message : error}`);
  }
  problems.push(...checkCodeBlocks(source).map((p) => `code block: ${p}`));
  if (typeof frontMatter.description !== 'string' && !file.includes('/_')) {
    problems.push('front matter: missing `description`');
  }
  if (problems.length > 0) {
    failures += 1;
    console.log(`✖ ${file}`);
    for (const problem of problems) {
      console.log(`    ${problem}`);
    }
  } else {
    console.log(`✔ ${file}`);
  }
}
process.exit(failures > 0 ? 1 : 0);
