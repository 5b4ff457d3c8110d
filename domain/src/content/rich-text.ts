import sanitizeHtml from 'sanitize-html';

/**
 * Rich text (drill and plan descriptions) is HTML from the editor. It is cleaned on write (the API stores only
 * the cleaned form) and again on render (the browser never trusts what it gets). Only formatting survives:
 * no scripts, styles, event handlers, images or iframes; links get rel="noopener noreferrer nofollow".
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'a',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // No style attribute is allowed, so none is parsed (and the browser build leaves postcss out: web/build-plugins).
  parseStyleAttributes: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The words of rich text, for search and for checking that a description is not empty. */
export function richTextToPlain(html: string): string {
  // Block ends and line breaks separate words: without the space, "<p>One</p><p>Two</p>" would read "OneTwo".
  const spaced = html.replace(/<\/(p|li|h[1-6]|blockquote|pre|ul|ol|div)\s*>|<br\s*\/?>/gi, (tag) => `${tag} `);
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, parseStyleAttributes: false })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}
