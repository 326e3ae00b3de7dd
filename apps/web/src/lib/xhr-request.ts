export interface RawResponse {
  /** 0 when the network failed. */
  status: number;
  text: string;
  header: (name: string) => string | null;
}

/**
 * An upload through XMLHttpRequest, which (unlike fetch) reports upload progress. Loaded only
 * by `api` when a caller asks for progress.
 */
export function xhrRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: FormData,
  options: { signal?: AbortSignal; onUploadProgress?: (fraction: number) => void },
): Promise<RawResponse> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && options.onUploadProgress?.(e.loaded / e.total);
    xhr.onload = () =>
      resolve({ status: xhr.status, text: xhr.responseText, header: (name) => xhr.getResponseHeader(name) });
    xhr.onerror = () => resolve({ status: 0, text: '', header: () => null });
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(body);
  });
}
