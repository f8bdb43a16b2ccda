/** An article's stable name from its title: lower-case words joined by hyphens ('Rates and fees' → 'rates-and-fees'). */
export const slugOf = (title: string): string =>
  title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'article';

/** The candidates for a new article's slug: the title's, then with -2, -3, … when taken. */
export const slugCandidates = (title: string, count: number): string[] => {
  const base = slugOf(title);
  return Array.from({ length: count }, (_, i) => (i === 0 ? base : `${base}-${i + 1}`));
};
