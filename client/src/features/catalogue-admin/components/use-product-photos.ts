import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import type { Form } from '../../../lib/forms/use-form';
import { fieldReasonText } from '../../../lib/refusal-text';
import { contentRefusal } from '../../../lib/picture-file';
import type { UploadLimits } from '../../../lib/upload-limits';
import { move, localRefusal, type Photo } from '../photos';
import { photoKey, type ProductFormValues } from './product-form-values';

type Removed = { photo: Photo; index: number };

/**
 * The product form's photos: the files she picks (each checked by its content before anything is sent),
 * their order, and the removals that wait with "Keep" until Save.
 */
export function useProductPhotos(
  { values, change }: Form<ProductFormValues>,
  limits: UploadLimits | undefined,
  uploadParams: Record<string, number>,
) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  // Photos the draft removes: Save applies it (the update's photo list leaves them out), Cancel or "Keep" undoes it.
  const [removed, setRemoved] = useState<Removed[]>([]);
  const changePhotos = (photos: (current: Photo[]) => Photo[], answers?: string[]) =>
    change((current) => ({ ...current, photos: photos(current.photos) }), answers);

  // The new photos' previews are object URLs: freed when the form goes.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const setPhoto = (key: string, edit: Partial<Photo>) =>
    changePhotos((photos) =>
      photos.map((photo) => (photo.key === key ? { ...photo, ...edit, refused: undefined } : photo)),
    );

  // Each chosen file is checked by its content before anything is sent: refused at
  // once, named with its reason; the others join the photos.
  const addFiles = async (list: FileList | null) => {
    if (!list) return;
    const files = Array.from(list);
    if (fileInput.current) fileInput.current.value = '';
    setChecking(true);
    const refusals: string[] = [];
    const added: Photo[] = [];
    for (const file of files) {
      const reason = localRefusal(file, limits) ?? (await contentRefusal(file));
      if (reason) {
        refusals.push(
          t('productForm.fileRefused', {
            file: file.name,
            reason: fieldReasonText(t, 'product.images', reason, uploadParams),
          }),
        );
        continue;
      }
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      added.push({ key: photoKey(), file, preview, colorId: null, altTextEn: '', altTextPl: '' });
    }
    const maxFiles = limits?.maxFiles ?? Infinity;
    const room = maxFiles - values.photos.filter((photo) => photo.file).length;
    if (added.length > room) refusals.push(t('productForm.tooManyPhotos', { count: maxFiles }));
    setPicked(refusals);
    setChecking(false);
    // A photo added answers "at least one photo".
    changePhotos(
      (photos) => [...photos, ...added.slice(0, Math.max(0, room))],
      added.length && room > 0 ? ['images'] : [],
    );
  };

  const movePhoto = (key: string, to: (from: number, count: number) => number) =>
    changePhotos((photos) => {
      const from = photos.findIndex((photo) => photo.key === key);
      return move(photos, from, to(from, photos.length));
    });

  const removePhoto = (photo: Photo, index: number) => {
    changePhotos((photos) => photos.filter((p) => p.key !== photo.key));
    // Stored and new photos alike wait with "Keep" until Save (a new one is then simply not sent).
    setRemoved((current) => [...current, { photo, index }]);
  };
  const restorePhoto = (entry: Removed) => {
    setRemoved((current) => current.filter((other) => other.photo.key !== entry.photo.key));
    changePhotos((current) => {
      const photos = [...current];
      photos.splice(Math.min(entry.index, photos.length), 0, entry.photo);
      return photos;
    });
  };

  // A new attempt: the chosen files' refusals and each photo's go.
  const clearRefused = () => {
    setPicked([]);
    change((current) =>
      current.photos.some((photo) => photo.refused)
        ? { ...current, photos: current.photos.map(({ refused: _old, ...photo }) => photo) }
        : current,
    );
  };
  /** Marks each photo the shop refused on its own card (reason codes by the photo's place). */
  const markRefused = (reasons: Map<number, string[]>) =>
    changePhotos((photos) =>
      photos.map((photo, index) => {
        const codes = reasons.get(index);
        return codes ? { ...photo, refused: codes } : photo;
      }),
    );

  const deletesStored = removed.some((entry) => entry.photo.id !== undefined);
  return {
    fileInput,
    picked,
    checking,
    removed,
    deletesStored,
    setPhoto,
    addFiles,
    movePhoto,
    removePhoto,
    restorePhoto,
    clearRefused,
    markRefused,
  };
}

export type ProductPhotos = ReturnType<typeof useProductPhotos>;
