/**
 * docs/product/widgets-and-calculations.md §2: the original /register flow's progress bar sits at the index of the current step in the list of
 * register steps, after the application id is removed from the path.
 * pathname: the current path; steps: the register step paths in order (e.g. 'register/account-setup');
 * applicationId: the id to remove. Returns -1 when the path is not one of the steps.
 */
export const registerProgressIndex = (pathname: string, steps: readonly string[], applicationId?: string): number => {
  const path = pathname
    .split('?')[0]!
    .split('/')
    .filter((segment) => segment !== '' && segment !== applicationId)
    .join('/');
  return steps.findIndex((step) => {
    const normalised = step.replace(/^\/+|\/+$/g, '');
    return path === normalised || path.endsWith(`/${normalised}`);
  });
};
