import { uploadAssetStatementContract } from '@heloc/domain/contracts';
import { fillPath } from '../../../lib/api-client';
import { uploadDocument } from '../../../shared/uploads/api/upload-document';

/** POST .../assets/statements (multipart): one statement, reporting the share sent. */
export const uploadAssetStatement = (
  uuid: string,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) => uploadDocument({ path: fillPath(uploadAssetStatementContract.path, { uuid }), file, onProgress, signal });
