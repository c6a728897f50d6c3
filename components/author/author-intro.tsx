import Image from 'next/image';
import type { AuthorData } from '@/lib/content';
import { decideAuthorImage } from '@/lib/content/author-image';

/** The author's picture by the rules of SPEC.md section 5, or the default author image. */
export function AuthorAvatar({ author, size }: { author: AuthorData; size: number }) {
  const src = decideAuthorImage(author);
  return <Image className="author-avatar" src={src} alt="" width={size} height={size} />;
}

export function AuthorIntro({ author }: { author: AuthorData }) {
  return (
    <div className="author-intro">
      <AuthorAvatar author={author} size={96} />
      {author.bio && <p className="author-intro__bio">{author.bio}</p>}
    </div>
  );
}
