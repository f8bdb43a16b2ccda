/** How long the borrower's typing preview stays after their last typing frame (ours). */
export const TYPING_PREVIEW_SHOWN_MS = 3_000;

/** The accepted kinds for the file picker (the domain's list checks the name again). */
export const chatAttachmentAccept = (extensions: readonly string[]): string =>
  extensions.map((extension) => `.${extension}`).join(',');
