import sanitizeHtml from 'sanitize-html';

/** The formatting an event description may keep; everything else (scripts, styles, handlers) goes. */
const DESCRIPTION_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Editors (Safari's Enter, pasted documents) write lines as <div>s; dropping the tag would run
    // the lines together, so each becomes a paragraph.
    div: 'p',
    // Links from hosts are user content: no referrer tricks, no SEO credit, no window.opener.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow ugc', target: '_blank' }),
  },
};

/** Sanitised description HTML, or null when nothing visible is left. */
export function sanitizeDescription(html: string): string | null {
  const clean = sanitizeHtml(html, DESCRIPTION_OPTIONS).trim();
  return htmlToText(clean) === '' ? null : clean;
}

/** Plain text of some HTML: tags dropped, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/[a-z][a-z0-9]*\s*>|<br\s*\/?>/gi, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
}
