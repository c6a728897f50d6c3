import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

type Props = Omit<ImageProps, 'loader' | 'placeholder' | 'onLoad' | 'onError' | 'style' | 'fill'> & {
  readonly alt: string;
  readonly 'data-component'?: string;
  /**
   * The narrowest the picture is ever drawn, in CSS px: a browser takes the smallest candidate
   * at least that wide (times its pixel density), so narrower ones are left out of the srcset,
   * which is written twice (HTML and RSC payload) on every card.
   */
  readonly narrowest?: number;
};

/** The srcset without the candidates narrower than `narrowest` (`480w` style descriptors). */
function withoutNarrower(srcSet: string | undefined, narrowest: number | undefined): string | undefined {
  if (!srcSet || !narrowest) return srcSet;
  const kept = srcSet.split(', ').filter((candidate) => !candidate.endsWith('w') || Number.parseInt(candidate.slice(candidate.lastIndexOf(' ') + 1), 10) >= narrowest);
  return kept.length > 0 ? kept.join(', ') : srcSet;
}

/**
 * next/image's attributes (srcset, sizes, lazy loading, decoding) on a plain <img>, and its
 * preload when it is the page's priority picture: the Image component is a client island,
 * which put next/image's client code (5.6 KB compressed) in every page's first load and a
 * hydration in every card (issue 22). Server and client components alike can render it.
 *
 * Its only style, next/image's `color: transparent` (no alt text shown while the picture
 * loads), is base.css's rule for these pictures rather than an attribute written twice
 * (HTML and RSC payload) on every picture; so callers pass no style and no `fill`.
 */
export function PlainImage({ 'data-component': component, narrowest, ...options }: Props) {
  const { style: _transparent, srcSet: offered, src, ...props } = getImageProps(options).props;
  const srcSet = withoutNarrower(offered, narrowest);
  if (options.priority) preload(src, { as: 'image', fetchPriority: 'high', ...(srcSet ? { imageSrcSet: srcSet, imageSizes: props.sizes } : {}) });
  // Attributes only when they have a value (an undefined prop is still written into the RSC
  // payload, on every card), in next/image's order: sizes, then srcset, then src last, so a
  // browser creating the element picks its candidate once all three are set. The priority
  // picture says so itself too: the page's scripts wait for it (lib/http/scripts-after-picture.ts).
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, without its client island
  return <img {...(component ? { 'data-component': component } : {})} {...props} {...(options.priority ? { fetchPriority: 'high' as const } : {})} {...(srcSet ? { srcSet } : {})} src={src} alt={options.alt} />;
}
