import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

type Props = Omit<ImageProps, 'loader' | 'placeholder' | 'onLoad' | 'onError' | 'style' | 'fill'> & { readonly alt: string; readonly 'data-component'?: string };

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
export function PlainImage({ 'data-component': component, ...options }: Props) {
  const { style: _transparent, ...props } = getImageProps(options).props;
  if (options.priority) preload(props.src, { as: 'image', fetchPriority: 'high', ...(props.srcSet ? { imageSrcSet: props.srcSet, imageSizes: props.sizes } : {}) });
  // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes, without its client island
  return <img data-component={component} {...props} alt={options.alt} />;
}
