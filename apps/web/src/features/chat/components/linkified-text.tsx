import { linkify } from '../lib/linkify.ts';

/**
 * Message text with its http(s) addresses as links. Every piece is a text node or a link's text
 * (never HTML), so whatever a message contains is shown exactly as written.
 */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((segment, i) =>
        segment.kind === 'link' ? (
          <a key={i} href={segment.href} target="_blank" rel="noopener noreferrer nofollow">
            {segment.text}
          </a>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}
