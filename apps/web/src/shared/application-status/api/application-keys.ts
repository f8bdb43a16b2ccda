// Query keys of the application area: one factory, so a mutation invalidates only what it changed.
export const applicationKeys = {
  all: ['application'] as const,
  detail: (uuid: string) => [...applicationKeys.all, uuid, 'detail'] as const,
  status: (uuid: string) => [...applicationKeys.all, uuid, 'status'] as const,
  incomeOptions: (uuid: string) => [...applicationKeys.all, uuid, 'income-options'] as const,
  documents: (uuid: string) => [...applicationKeys.all, uuid, 'documents'] as const,
  summary: (uuid: string) => [...applicationKeys.all, uuid, 'summary'] as const,
  document: (uuid: string, documentUuid: string) => [...applicationKeys.all, uuid, 'document', documentUuid] as const,
  bank: (uuid: string) => [...applicationKeys.all, uuid, 'bank'] as const,
  identity: (uuid: string) => [...applicationKeys.all, uuid, 'identity'] as const,
  liens: (uuid: string) => [...applicationKeys.all, uuid, 'liens'] as const,
  conditions: (uuid: string) => [...applicationKeys.all, uuid, 'conditions'] as const,
  creditBlock: (uuid: string) => [...applicationKeys.all, uuid, 'credit-block'] as const,
  propertyReview: (uuid: string) => [...applicationKeys.all, uuid, 'property-review'] as const,
  adverseAction: (uuid: string) => [...applicationKeys.all, uuid, 'adverse-action'] as const,
  review: (uuid: string, review: string) => [...applicationKeys.all, uuid, 'review', review] as const,
};
