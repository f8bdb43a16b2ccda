/** Decorative glyphs of the top bar's menu buttons; the buttons name themselves with their (visually hidden) label. */
export function AppsIcon() {
  return (
    <svg className="top-bar__menu-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      {[4, 10, 16].flatMap((y) =>
        [4, 10, 16].map((x) => <rect key={`${x}-${y}`} x={x} y={y} width="4" height="4" rx="1" fill="currentColor" />),
      )}
    </svg>
  );
}

export function PersonIcon() {
  return (
    <svg className="top-bar__menu-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="currentColor" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
    </svg>
  );
}
