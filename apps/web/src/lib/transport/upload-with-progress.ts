import type { z } from 'zod';
import { HTTP_TIMEOUT_MS } from '@heloc/domain';
import type { Audience } from './audience';
import { networkFailure, settleAnswer } from './answer';
import { headersOf } from './http-call';

export interface UploadRequest<T> {
  path: string;
  /** The multipart fields and files (the contract's `multipart` names them). */
  form: FormData;
  schema?: z.ZodType<T> | undefined;
  /** Called as the bytes go out: the fraction sent, 0 to 1. */
  onProgress?: ((fraction: number) => void) | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * One multipart upload (POST) whose progress the page shows, for `audience`: sent with XMLHttpRequest, the one
 * browser API that reports upload progress, with the credentials, time-out and answer reading of every call
 * (http-call.ts). An upload without progress goes through `httpCall` with the form as its body.
 */
export function uploadWithProgress<T = unknown>(audience: Audience, req: UploadRequest<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', req.path);
    xhr.withCredentials = audience.credentials === 'include';
    xhr.timeout = HTTP_TIMEOUT_MS;
    headersOf(audience, { method: 'POST', path: req.path }, 'application/json').forEach((value, name) =>
      xhr.setRequestHeader(name, value),
    );
    const failed = () => reject(networkFailure(undefined));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) req.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onabort = failed;
    xhr.onload = () => {
      try {
        const arrived = {
          status: xhr.status,
          authorization: xhr.getResponseHeader('Authorization'),
          text: xhr.responseText,
        };
        resolve(settleAnswer(audience, arrived, { isPublic: false, schema: req.schema }));
      } catch (error) {
        reject(error);
      }
    };
    req.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(req.form);
  });
}
