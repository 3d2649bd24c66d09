/**
 * A visitor's photo for POST /public/feedback/{token}: scaled down to at most 1280 px as a JPEG
 * (the server takes 1 MB at most and checks the content), as base64 without the data: prefix.
 */
const MAX_SIDE = 1280;

export async function photoToBase64(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const url = canvas.toDataURL('image/jpeg', 0.8);
  return url.slice(url.indexOf(',') + 1);
}
