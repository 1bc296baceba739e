import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PARENT_ID_PHOTO_MAX_BYTES,
  PARENT_ID_PHOTO_NAME_MAX,
  PARENT_ID_PHOTO_SIGNATURE_BYTES,
  PARENT_ID_PHOTO_TYPES,
  PARENT_ID_PHOTOS_MAX,
  toSingleLine,
} from '@evisa/contracts';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { parentIdPhotoProblem, photoDataUrl, type ParentIdPhoto } from '../machines/insurance-purchase.model';
import { FieldError, useFieldError } from '../../visa-wizard/components/field-error';

const MB = PARENT_ID_PHOTO_MAX_BYTES / (1024 * 1024);

function read<T extends string | ArrayBuffer>(as: (reader: FileReader) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as T);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    as(reader);
  });
}

const readAsDataUrl = (file: File) => read<string>((reader) => reader.readAsDataURL(file));
/** The first bytes, which say what the file really is (its name and declared type prove nothing). */
const readHead = async (file: File) =>
  new Uint8Array(await read<ArrayBuffer>((reader) => reader.readAsArrayBuffer(file.slice(0, PARENT_ID_PHOTO_SIGNATURE_BYTES))));

export interface ParentIdPhotosProps {
  photos: readonly ParentIdPhoto[];
  onAdd: (photos: ParentIdPhoto[]) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
  /** The form came back from storage without the photos chosen before (they are never kept): say to choose them again. */
  notKept?: boolean;
  /**
   * 18 by the traveller's own date, yet still under 18 on a date somewhere in the world (a day at most):
   * the photos are needed all the same (needsParentId), and the section says why instead of 'under 18'.
   */
  adultByOwnDate?: boolean;
}

/**
 * Parent ID photos for an applicant under 18 (spec section 5): several JPG or PNG images, checked
 * here with the server's rules (count, what the first bytes are, size) before they are read, so a
 * file the server would refuse is named where it was chosen; a preview of each with Remove.
 */
export function ParentIdPhotos({ photos, onAdd, onRemove, disabled, notKept, adultByOwnDate }: ParentIdPhotosProps) {
  const { t } = useTranslation('insurance');
  const inputId = useId();
  const hintId = useId();
  const problemsId = useId();
  const notKeptId = useId();
  const showNotKept = !!notKept && photos.length === 0;
  const [problems, setProblems] = useState<string[]>([]);
  const error = useFieldError('insurance-parent-id');
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // Remove takes its own button away: focus would fall to the page's start, so a keyboard or screen
  // reader user goes on from the next photo's Remove (the previous one's after the last), or the input.
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    (buttons[Math.min(index, buttons.length - 1)] ?? inputRef.current)?.focus();
  }, [photos]);
  const remove = (index: number) => {
    removedAt.current = index;
    onRemove(index);
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = '';
    const found: string[] = [];
    const accepted: { file: File; head: Uint8Array }[] = [];
    for (const file of files) {
      // Unreadable (moved or deleted since it was chosen): as good as not an image.
      const head = await readHead(file).catch(() => new Uint8Array());
      const problem = parentIdPhotoProblem({ name: file.name, type: file.type, size: file.size, head }, photos.length + accepted.length);
      if (problem === 'count') {
        found.push(t('parentId.tooMany', { max: PARENT_ID_PHOTOS_MAX }));
        break;
      }
      if (problem === 'type') found.push(t('parentId.wrongType', { name: file.name }));
      else if (problem === 'notAnImage') found.push(t('parentId.notAnImage', { name: file.name }));
      else if (problem === 'size') found.push(t('parentId.tooLarge', { name: file.name, mb: MB }));
      else accepted.push({ file, head });
    }
    setProblems(found);
    if (accepted.length === 0) return;
    const chosen = await Promise.all(
      accepted.map(async ({ file, head }) => ({
        name: toSingleLine(file.name).slice(0, PARENT_ID_PHOTO_NAME_MAX),
        dataUrl: photoDataUrl(await readAsDataUrl(file), head),
      })),
    );
    onAdd(chosen);
  };

  return (
    <section aria-labelledby="parent-id-title" className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h3 id="parent-id-title" className="font-semibold text-slate-900">
        {t('parentId.title')}
      </h3>
      <p className="text-sm text-slate-800">{t(adultByOwnDate ? 'parentId.justTurned18' : 'parentId.explanation')}</p>
      {showNotKept && (
        <p id={notKeptId} className="text-sm font-semibold text-slate-900">
          {t('parentId.notKept')}
        </p>
      )}
      <div className="flex flex-col gap-1">
        <Label htmlFor={inputId}>{t('parentId.choose')}</Label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept={PARENT_ID_PHOTO_TYPES.join(',')}
          onChange={(event) => void onChange(event)}
          disabled={disabled || photos.length >= PARENT_ID_PHOTOS_MAX}
          aria-invalid={error.invalid || problems.length > 0 || undefined}
          // The files refused (type, size, count) are said where the input is, as well as announced.
          aria-describedby={[hintId, showNotKept ? notKeptId : undefined, error.describedBy, problems.length > 0 ? problemsId : undefined].filter(Boolean).join(' ')}
          className="min-h-11 text-sm file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-600 file:px-4 file:font-semibold file:text-white"
        />
        <p id={hintId} className="text-xs text-slate-700">
          {t('parentId.hint', { max: PARENT_ID_PHOTOS_MAX, mb: MB })}
        </p>
        <FieldError fieldId="insurance-parent-id" />
      </div>
      {problems.length > 0 && (
        <ul id={problemsId} role="alert" className="text-sm text-red-700">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {photos.length > 0 && (
        <ul ref={listRef} className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('parentId.title')}>
          {photos.map((photo, index) => (
            <li key={`${index}-${photo.name}`} className="flex flex-col gap-2">
              <img src={photo.dataUrl} alt={photo.name} className="aspect-[4/3] w-full rounded border border-slate-300 object-cover" />
              <Button type="button" variant="outline" onClick={() => remove(index)} disabled={disabled}>
                {t('parentId.remove', { name: photo.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
