/** The longest side a report's photo keeps: enough to read a plate or a face, light to send over a weak network. */
export const PHOTO_MAX_SIDE = 1600;
const JPEG_QUALITY = 0.85;

/**
 * The size a photo is drawn at: scaled down, proportions kept, so that its longest side is at most `maxSide`;
 * never enlarged, and never below 1 px on a side.
 */
export function fitWithin(width: number, height: number, maxSide = PHOTO_MAX_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * A photo from the camera redrawn as a JPEG of at most PHOTO_MAX_SIDE px: drawing it keeps only the pixels, so the
 * camera's metadata (place, device) does not leave the phone. The orientation the camera recorded is applied.
 */
export async function resizePhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas to draw the photo on');
    context.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded'))),
        'image/jpeg',
        JPEG_QUALITY,
      ),
    );
  } finally {
    bitmap.close();
  }
}
