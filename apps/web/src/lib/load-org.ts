import { organizationSchema, orgBrandSchema, orgMetaDataSchema, type Organization } from '@heloc/domain';
import { getOrganizationContract } from '@heloc/domain/contracts';
import { callContract } from './api-client';
import { nextTask } from './next-task';

/** docs/product/widgets-and-calculations.md §8: shown when the page carries no organisation record and none can be fetched. */
export const NO_ORG_DATA_MESSAGE = 'No private label data found';

export class OrgDataMissingError extends Error {
  constructor(readonly reason: string) {
    super(NO_ORG_DATA_MESSAGE);
    this.name = 'OrgDataMissingError';
  }
}

export interface LoadedOrg {
  org: Organization;
  /** 'page' when the server embedded it (brand CSS already in the head), 'fetch' otherwise. */
  source: 'page' | 'fetch';
}

/** The record the server embedded in `<script type="application/json" id="org-data">`, if valid. */
export const readEmbeddedOrg = (doc: Document = document): Organization | null => {
  const text = doc.getElementById('org-data')?.textContent;
  if (!text) return null;
  try {
    const parsed = organizationSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** The embedded record, else the API's answer for this host (forwarding a `?org=` of the page URL). */
export const loadOrganization = async (doc: Document = document, search = location.search): Promise<LoadedOrg> => {
  if (doc.getElementById('org-data')) {
    // Building the organisation's schemas and reading the record with them were one task of ~20 ms of a page's thread,
    // a long task on a phone: the schemas are built in this task (reading a schema's shape builds it, lazySchema) and
    // the record read in the next (docs/decisions.md "Performance of the pages").
    for (const schema of [organizationSchema, orgBrandSchema, orgMetaDataSchema]) void schema.shape;
    await nextTask();
  }
  const embedded = readEmbeddedOrg(doc);
  if (embedded) return { org: embedded, source: 'page' };
  try {
    const org = await callContract(getOrganizationContract, {
      query: { org: new URLSearchParams(search).get('org') ?? undefined },
    });
    return { org, source: 'fetch' };
  } catch (error) {
    throw new OrgDataMissingError(error instanceof Error ? error.message : String(error));
  }
};
