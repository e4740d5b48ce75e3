import { useEffect, useState, type RefObject } from 'react';

/**
 * The pictures of rendered Markdown whose address does not load: each is left out
 * (class prose__broken) instead of showing a broken icon, and their addresses are answered, for the
 * editor's preview to name them. Looked at again whenever the HTML changes.
 */
export function useBrokenImages(
  container: RefObject<HTMLElement | null>,
  html: string | undefined,
): string[] {
  const [found, setFound] = useState<{ html?: string; broken: string[] }>({ broken: [] });
  useEffect(() => {
    const images = [...(container.current?.querySelectorAll('img') ?? [])];
    const fail = (image: HTMLImageElement) => {
      image.classList.add('prose__broken');
      const src = image.getAttribute('src') ?? '';
      setFound((current) => {
        const broken = current.html === html ? current.broken : [];
        return { html, broken: broken.includes(src) ? broken : [...broken, src] };
      });
    };
    const removers = images.map((image) => {
      const onError = () => fail(image);
      image.addEventListener('error', onError);
      // Already failed before this looked (a cached answer).
      if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) queueMicrotask(onError);
      return () => image.removeEventListener('error', onError);
    });
    return () => removers.forEach((remove) => remove());
  }, [container, html]);
  return found.html === html ? found.broken : [];
}
