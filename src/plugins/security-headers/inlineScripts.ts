import {createHash} from 'node:crypto';
import {load} from 'cheerio';

/**
 * Script types a browser executes (an absent or empty type is JavaScript).
 * Other types, such as JSON-LD, are data: the CSP does not apply to them.
 */
const executableTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

/**
 * CSP sources (`'sha256-…'`) of the inline scripts of an HTML document, in
 * document order without repeats. The hash covers the script's text exactly
 * as the browser reads it, so the HTML is parsed as a browser would.
 */
export function inlineScriptHashes(html: string): string[] {
  const $ = load(html);
  const hashes = new Set<string>();
  $('script').each((_, element) => {
    const script = $(element);
    const type = (script.attr('type') ?? '').trim().toLowerCase();
    if (script.attr('src') !== undefined || !executableTypes.has(type)) {
      return;
    }
    const digest = createHash('sha256')
      .update(script.text(), 'utf8')
      .digest('base64');
    hashes.add(`'sha256-${digest}'`);
  });
  return [...hashes];
}
