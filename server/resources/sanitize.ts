/**
 * Rich text (FieldDefinition type 'richText') is sanitised before it is stored (DESIGN.md
 * section 4): the allow-list of an event description as the editor writes it. Anything else
 * (scripts, event handlers, iframes, javascript: links, foreign styles) is dropped.
 */
import sanitizeHtml from 'sanitize-html';

const ALIGN = [/^(left|right|center|justify)$/];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'li',
    'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'span', 'a', 'img', 'code', 'pre', 'mark', 'sub', 'sup',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['style'],
  },
  allowedStyles: { '*': { 'text-align': ALIGN } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Images: absolute http(s) URLs or our own uploads; relative links elsewhere are refused.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^(https?:\/\/|\/uploads\/)/i.test(frame.attribs.src ?? ''),
  transformTags: {
    // Links opening a new tab must not hand the opener to the target page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  disallowedTagsMode: 'discard',
};

export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
