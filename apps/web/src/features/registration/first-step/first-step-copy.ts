// Words of the first registration step, shared by the step itself and its preview (shown before the app has loaded).
export const FIRST_STEP_TITLE = "Let's start with your property";
export const PROPERTY_STEP_LEAD = 'Tell us the address of the home you want to borrow against.';
export const PROPERTY_STREET_LABEL = 'Property address';
