/**
 * A visitor's photo for POST /public/feedback/{token}, as base64 without the data: prefix. One the
 * capture kit compressed (a JPEG within 0.05 MB) goes as it is; any other (the kit did not load) is
 * scaled down to at most 1280 px as a JPEG (the server takes 1 MB at most and checks the content).
 */
const MAX_SIDE = 1280;

export async function photoToBase64(file: Blob, alreadyCompressedBelow = 0.05 * 1024 * 1024): Promise<string> {
  if (file.type === 'image/jpeg' && file.size <= alreadyCompressedBelow) return bytesToBase64(new Uint8Array(await file.arrayBuffer()));
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

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
