import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const POSTCSS_STUB = '\0sideline:postcss-unused';

/**
 * sanitize-html (the domain's rich-text cleaner, also run in the browser) needs only htmlparser2's Parser, but its
 * `require('htmlparser2')` brings the whole package (DOM handler, utils, serializer, entity encoder); and it requires
 * postcss for style attributes, which Sideline never allows (`parseStyleAttributes: false` in
 * domain/src/content/rich-text.ts). In the browser build, point the first at the Parser module and the second at a stub
 * that says so if ever called.
 */
export function leanSanitizeHtml(domainRoot: string): Plugin {
  const sanitizeEntry = createRequire(join(domainRoot, 'package.json')).resolve('sanitize-html');
  const htmlparserEntry = createRequire(sanitizeEntry).resolve('htmlparser2');
  const parserModule = join(dirname(htmlparserEntry), 'esm', 'Parser.js');
  return {
    name: 'sideline:lean-sanitize-html',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer?.includes(`${'/'}sanitize-html${'/'}`)) return null;
      if (source === 'htmlparser2') return parserModule;
      if (source === 'postcss') return POSTCSS_STUB;
      return null;
    },
    load(id) {
      if (id !== POSTCSS_STUB) return null;
      return `export function parse() { throw new Error('Sideline: style attributes are never parsed in the browser (parseStyleAttributes: false).'); }\nexport default { parse };`;
    },
  };
}
