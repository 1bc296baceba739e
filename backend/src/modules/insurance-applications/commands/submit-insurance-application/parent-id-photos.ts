import type { ParentIdPhotoDto } from '@evisa/contracts/dto';
import { detectParentIdPhotoType, type ParentIdPhotoUpload } from '../../../../domain/insurance-application/submit-insurance-application.js';
import { sha256Hex } from '../../../documents/postgres-document-storage.js';

/** A photo the traveller sent: what the domain judges, and the bytes to store once it accepts. */
export interface DecodedParentIdPhoto {
  readonly upload: ParentIdPhotoUpload;
  readonly bytes: Buffer;
}

/**
 * Decodes each data URL (the DTO has checked its shape). The declared image type is ignored: what the
 * bytes are decides, so a PNG labelled JPEG is a PNG and a text file labelled JPEG is refused.
 */
export function decodeParentIdPhotos(photos: readonly ParentIdPhotoDto[] | null | undefined): DecodedParentIdPhoto[] | null {
  if (!photos?.length) return null;
  return photos.map(({ name, dataUrl }) => {
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    return { bytes, upload: { name, detectedType: detectParentIdPhotoType(bytes), size: bytes.length, hash: sha256Hex(bytes) } };
  });
}
