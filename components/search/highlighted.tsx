import { highlighter } from '@/lib/search/highlight';

interface Props {
  text: string;
  /** The search query whose matching words are marked. */
  query: string;
}

/** Text with the words that matched a search marked; the rest is plain text (React escapes both). */
export function Highlighted({ text, query }: Props) {
  return (
    <>
      {highlighter(query)(text).map((part, index) =>
        part.match ? (
          <mark key={index} className="search-match">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
