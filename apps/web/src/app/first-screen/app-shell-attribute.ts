/** Marks the shell's markup the server put in the page (app-shell-preview.tsx), so the first script can tell. */
export const APP_SHELL_PREVIEW_ATTRIBUTE = 'data-app-shell-preview';
