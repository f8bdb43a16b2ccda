import { CHECKLIST_STATUSES } from '@heloc/domain';
import { PIPELINE_SORTS, WAITING_ON, type PipelineQuery } from '@heloc/domain/contracts';

/**
 * The pipeline's search, filters, sort and page live in the URL's query (a reload or a shared link keeps them); only
 * values the call accepts are read back, and defaults are left out of the URL.
 */
export type PipelineSort = (typeof PIPELINE_SORTS)[number];
const DEFAULT_SORT: PipelineSort = 'age';
const DEFAULT_ORDER = 'desc';
const PIPELINE_PAGE_SIZE = 25;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

const ASSIGNEE = /^(me|none|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export const pipelineQueryOf = (search: URLSearchParams): PipelineQuery => {
  const page = Number(search.get('page'));
  const assignee = search.get('assignee');
  return {
    q: search.get('q')?.trim() || undefined,
    status: oneOf(CHECKLIST_STATUSES, search.get('status')),
    waitingOn: oneOf(WAITING_ON, search.get('waitingOn')),
    orgCode: search.get('orgCode') || undefined,
    assignee: assignee && ASSIGNEE.test(assignee) ? assignee : undefined,
    sort: oneOf(PIPELINE_SORTS, search.get('sort')) ?? DEFAULT_SORT,
    order: oneOf(['asc', 'desc'] as const, search.get('order')) ?? DEFAULT_ORDER,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: PIPELINE_PAGE_SIZE,
  };
};

/** The URL query of a pipeline query: defaults and empty values left out. */
export const searchOfPipelineQuery = (query: PipelineQuery): URLSearchParams => {
  const search = new URLSearchParams();
  const set = (key: string, value: string | number | undefined, fallback?: string | number) => {
    if (value !== undefined && value !== '' && value !== fallback) search.set(key, String(value));
  };
  set('q', query.q);
  set('status', query.status);
  set('waitingOn', query.waitingOn);
  set('orgCode', query.orgCode);
  set('assignee', query.assignee);
  set('sort', query.sort, DEFAULT_SORT);
  set('order', query.order, DEFAULT_ORDER);
  set('page', typeof query.page === 'number' ? query.page : undefined, 1);
  return search;
};
