import type { CSSProperties } from 'react';
import { fallbackLang, useTranslation } from '../../lib/translation';

export interface ImageData {
  imageUrl: string;
  altText: string;
  /** The language altText is in, when it may be the other one than the page's. */
  altTextLang?: string | null;
  width: number;
  height: number;
  placeholder: string;
  /** "url 320w, url 640w, …" for each format. */
  avifSrcset: string;
  webpSrcset: string;
}

interface ResponsiveImageProps {
  image: ImageData;
  /** How wide the image shows, for the browser's choice of size (the `sizes` attribute). */
  sizes: string;
  /** The page's main image (its LCP): fetched at once and first; every other one waits until it nears the screen. */
  priority?: boolean;
  className?: string;
  alt?: string;
  /** The language of `alt` when that is not the page's. */
  altLang?: string;
}

/** AVIF, then WebP, in every stored width; width and height set so nothing moves; its colour painted first. */
export function ResponsiveImage({
  image,
  sizes,
  priority = false,
  className,
  alt,
  altLang,
}: ResponsiveImageProps) {
  const { i18n } = useTranslation();
  const style: CSSProperties = { backgroundColor: image.placeholder };
  // An alt text written only in the other language carries its `lang`.
  const lang = alt === undefined ? fallbackLang(image.altTextLang, i18n.language) : altLang;
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcset} sizes={sizes} />
      <source type="image/webp" srcSet={image.webpSrcset} sizes={sizes} />
      <img
        src={image.imageUrl}
        alt={alt ?? image.altText}
        lang={lang}
        width={image.width}
        height={image.height}
        className={className}
        style={style}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
