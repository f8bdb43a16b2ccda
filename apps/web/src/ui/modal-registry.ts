// docs/product/widgets-and-calculations.md §5: duplicate modal ids raise an error. Ids of mounted modals are kept here; mounting a second modal with
// an id already in use throws.
const mountedIds = new Set<string>();

export class DuplicateModalIdError extends Error {
  constructor(readonly modalId: string) {
    super(`Duplicate modal id: ${modalId}`);
    this.name = 'DuplicateModalIdError';
  }
}

/** Claims a modal id; returns the release function. Throws DuplicateModalIdError when the id is taken. */
export const registerModalId = (id: string): (() => void) => {
  if (mountedIds.has(id)) throw new DuplicateModalIdError(id);
  mountedIds.add(id);
  return () => {
    mountedIds.delete(id);
  };
};
