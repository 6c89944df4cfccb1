// The built HTML of one page of every kind is valid HTML.
//
// The build minifies HTML the way the HTML standard allows: optional tags
// (</li>, <head>, </p>) and attribute quotes are left out. html-validate
// checks the source text, so each page is first parsed as a browser parses
// it (parse5, via cheerio) and serialized back; the validator then sees the
// document the browser builds, and only the rules about minified syntax
// are left aside. The rules turned off below are the reviewed allow-list,
// each with the reason it does not apply to this site.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';
import {HtmlValidate, type ConfigData} from 'html-validate';
import {expect, test} from './support/sharedTab';
import {buildDir} from './support/builtSite';
import {pageKinds} from './support/pageKinds';

const config: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // Serialization details of the re-serialized document, not of the site.
    'doctype-style': 'off',
    'attr-quotes': 'off',
    'no-implicit-close': 'off',
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    // React renders style attributes (the theme's and ours, e.g. image
    // sizes and colour previews); they are not a validity problem.
    'no-inline-style': 'off',
    // Docusaurus's own ids (__docusaurus, __docusaurus_skipToContent_fallback)
    // start with underscores, which HTML allows; the rule is a style choice.
    'valid-id': 'off',
    // The theme builds some controls from div/span with ARIA roles (e.g. the
    // tabs' role="tabpanel", the navbar backdrop); axe checks their ARIA.
    'prefer-native-element': 'off',
    // role="list" on lists styled without bullets is deliberate: Safari's
    // VoiceOver drops list semantics from such lists without it.
    'no-redundant-role': 'off',
    // aria-label on <ul> (role list) is allowed by ARIA 1.2; the rule is
    // stricter than the specification.
    'aria-label-misuse': 'off',
    // The theme's author social links are named by their title attribute,
    // which axe's link-name rule accepts (the accessibility spec runs it).
    'wcag/h30': 'off',
    // The blog archive page of the theme has two unnamed landmarks (its hero
    // header and the main section); axe reports no violation for it.
    'unique-landmark': 'off',
  },
};

const builtFileOf = (route: string): string => {
  const pathname = route.split('?')[0]!;
  if (pathname === '/this-page-does-not-exist/') {
    return '404.html';
  }
  return path.join(pathname, 'index.html');
};

const validator = new HtmlValidate(config);

for (const [kind, route] of Object.entries(pageKinds)) {
  test(`the built HTML of a ${kind} page (${route}) is valid`, async () => {
    const file = builtFileOf(route);
    const parsed = load(readFileSync(path.join(buildDir, file), 'utf8'));
    const report = await validator.validateString(parsed.html(), file);
    const messages = report.results.flatMap((result) =>
      result.messages.map(
        (message) =>
          `${message.ruleId} (line ${message.line}): ${message.message} ${message.selector ?? ''}`,
      ),
    );
    expect(messages).toEqual([]);
  });
}
