/** Image uploads as data URLs (the API takes `data:image/...;base64,...`). */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'] as const; // spec 1 section 5
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',');

export const isAcceptedImage = (file: File) => IMAGE_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(`.${ext}`));

export function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
