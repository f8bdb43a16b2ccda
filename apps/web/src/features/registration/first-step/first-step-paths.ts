import { BASE_PATH } from '../../../lib/public-paths';

/** Which registration flow a first step belongs to: the redesigned /register-v2 or the original /register. */
export type FirstStepKind = 'v2' | 'original';

const FIRST_STEP_PATHS: Record<string, FirstStepKind> = {
  [`${BASE_PATH}/register-v2`]: 'v2',
  [`${BASE_PATH}/register`]: 'original',
};

/** The flow whose first step `pathname` shows (spec 01 §2), or null for any other page. */
export const firstStepKindOf = (pathname: string): FirstStepKind | null =>
  FIRST_STEP_PATHS[pathname.replace(/(.)\/+$/, '$1')] ?? null;
